import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A random code of `digits` decimal digits (leading zeros kept). */
export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** What is stored of a code: its SHA-256, never the code. */
export const codeDigest = (code: string) => createHash('sha256').update(code).digest('hex');

/** Whether `code` matches a stored digest, in constant time. */
export function sameCodeDigest(stored: string, code: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(codeDigest(code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Where a member's pending password-reset code is kept (`verifications.identifier`): one per account. */
export const passwordResetIdentifier = (userId: string) => `smarty-password-reset:${userId}`;

/** Where a member's pending e-mail change (code and new address) is kept (`verifications.identifier`). */
export const emailChangeIdentifier = (userId: string) => `smarty-email-change:${userId}`;
