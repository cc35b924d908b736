import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, validatePayment } from './test-checkout-page';

const NOW = new Date('2026-03-15T00:00:00Z');

describe('test checkout form', () => {
  it('groups the card number and adds the expiry slash as the person types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('checks the fields like the server does', () => {
    expect(
      validatePayment({ name: 'Ada', cardNumber: '4242 4242 4242 4242', expiry: '03/26', cvc: '123' }, NOW),
    ).toEqual({});
    expect(
      validatePayment({ name: 'Ada', cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '1234' }, NOW),
    ).toEqual({});
    expect(
      validatePayment({ name: ' ', cardNumber: '4111 1111 1111 1111', expiry: '02/26', cvc: '12' }, NOW),
    ).toEqual({
      name: 'Enter the name on the card.',
      cardNumber: 'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
      expiry: 'Enter a future expiry date as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
    });
  });
});
