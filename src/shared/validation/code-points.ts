/**
 * The first `max` characters of a text, counting code points as the request schemas' `.max()` does (an emoji is one
 * character, though two UTF-16 units): a name the schema took is kept whole, and a surrogate pair is never cut.
 */
export function firstCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}
