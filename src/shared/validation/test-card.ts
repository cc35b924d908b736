/** The built-in test checkout's cards, as a hosted checkout's test mode documents them. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const TEST_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  unknownCard: 'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
  expiry: 'Enter a future expiry date as MM/YY.',
  cvc: 'Enter the 3 or 4 digit security code.',
  name: 'Enter the name on the card.',
} as const;

export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** MM/YY, not in the past relative to `now`. */
export function isValidExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  return endOfMonth.getTime() > now.getTime();
}

export function isValidCvc(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}
