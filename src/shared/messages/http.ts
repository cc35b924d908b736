/** Answers of the HTTP layer itself (src/server/http). */
function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const BODY_LIMIT_MESSAGES = {
  tooLarge: (bytes: number) => `The request is too large (the limit is ${readableSize(bytes)}).`,
} as const;
