/** Web-only visible copy of this feature (texts the server never sends); the spec's texts live in shared/messages. */
export const DEMO_COPY = {
  noCodeYet: 'No code yet',
  theDevOutboxCould: 'The dev outbox could not be read.',
  codeFromTheDev: 'Code from the dev outbox',
};
