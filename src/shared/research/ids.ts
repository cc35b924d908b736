/**
 * Work ids as the saved-articles API uses them: OpenAlex URLs shortened to their key ("https://openalex.org/W123"
 * → "W123"), other ids kept when they are plain. Null for anything else.
 */
const PLAIN_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

export function normalizeWorkId(id: string | null | undefined): string | null {
  if (typeof id !== 'string') return null;
  const trimmed = id.trim();
  const openAlex = /^https?:\/\/(?:api\.)?openalex\.org\/(?:works\/)?([A-Za-z]\d+)$/i.exec(trimmed);
  if (openAlex?.[1]) return openAlex[1].toUpperCase();
  return PLAIN_ID.test(trimmed) ? trimmed : null;
}
