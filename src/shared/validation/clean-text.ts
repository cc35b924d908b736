/**
 * Text as PostgreSQL stores it: `text` and `jsonb` refuse NUL (U+0000), and `jsonb` refuses unpaired UTF-16
 * surrogates (they cannot be encoded as UTF-8 either). Everything a client sends and every text extracted from a
 * file passes through here once, at the edge: NUL is removed, a lone surrogate becomes U+FFFD (the replacement
 * character); everything else, valid pairs included, is kept as it is.
 */

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex
const NEEDS_CLEANING = /[\u0000\uD800-\uDFFF]/;

export function cleanText(text: string): string {
  if (!NEEDS_CLEANING.test(text)) return text;
  // Surrogates first: removing a NUL between two halves must not pair them up.
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(NUL, '');
}

/** Deepest nesting of objects and arrays a request body may have. */
export const MAX_JSON_DEPTH = 32;

export class JsonTooDeepError extends Error {
  constructor(public readonly maxDepth: number) {
    super(`The request is nested too deeply (at most ${maxDepth} levels).`);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * A copy of a parsed JSON value with every string and key cleaned (`cleanText`); throws `JsonTooDeepError` when it
 * nests deeper than `maxDepth`. Keys such as `__proto__` stay plain own data properties (never prototypes).
 */
export function cleanJson(value: unknown, maxDepth: number = MAX_JSON_DEPTH, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) throw new JsonTooDeepError(maxDepth);
  if (Array.isArray(value)) return value.map((v) => cleanJson(v, maxDepth, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    Object.defineProperty(out, cleanText(key), {
      value: cleanJson(v, maxDepth, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Characters XML 1.0 cannot hold (control characters other than tab and newlines, U+FFFE, U+FFFF). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** The text without the characters an XML document (a .docx) cannot hold; Word refuses a file that has them. */
export function withoutXmlInvalid(text: string): string {
  return text.replace(XML_INVALID, '');
}
