/** Web-only visible copy of this feature (texts the server never sends); the spec's texts live in shared/messages. */
export const DEMO_COPY = {
  noCodeYet: 'No code yet',
  theDevOutboxCould: 'The dev outbox could not be read.',
  codeFromTheDev: 'Code from the dev outbox',
  /** How the server's rate-limit texts begin ('Too many attempts', 'Too many requests…'): those are shown as
   * they are, any other failure of the code as 'invalid'. */
  tooManyPrefix: 'Too many',
};
