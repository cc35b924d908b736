import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  signInSchema,
  validateRegistration,
} from './registration';
import { MESSAGES } from '../messages';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret123',
  username: 'ada_l',
  plan_type: 'programming' as const,
};

describe('names (2-50 letters, spaces, hyphens)', () => {
  it.each([
    ['A', false],
    ['Al', true],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
    ['Mary-Jane', true],
    ['Van der Berg', true],
    ["O'Brien", false],
    ['J0hn', false],
    ['', false],
  ])('%j → %s', (name, ok) => {
    expect(isValidName(name)).toBe(ok);
  });
});

describe('email (text@text.text)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last@school.edu', true],
    ['no-at-sign.com', false],
    ['a@b', false],
    ['a @b.co', false],
    ['@b.co', false],
    ['a@.co', false],
  ])('%j → %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('password (8-100, a letter and a digit, allowed symbols only)', () => {
  it.each([
    ['abcdef1', false],
    ['abcdefg1', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['a'.repeat(99) + '1', true],
    ['a'.repeat(100) + '1', false],
    ['Pass!@#$%^&*()_+-=1', true],
    ['pass word1', false],
    ['pässword1', false],
    ['password1?', false],
  ])('%j → %s', (pw, ok) => {
    expect(isValidPassword(pw)).toBe(ok);
  });
});

describe('username (3-30 letters, digits, underscore)', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(30), true],
    ['a'.repeat(31), false],
    ['user_01', true],
    ['user-01', false],
    ['user.01', false],
  ])('%j → %s', (u, ok) => {
    expect(isValidUsername(u)).toBe(ok);
  });
});

describe('phone (7-20 digits, hyphens, spaces, optional leading +)', () => {
  it.each([
    ['123456', false],
    ['1234567', true],
    ['+1234567', true],
    ['1'.repeat(20), true],
    ['1'.repeat(21), false],
    ['+44 20-7946 0958', true],
    ['12345a7', false],
    ['12+34567', false],
  ])('%j → %s', (p, ok) => {
    expect(isValidPhone(p)).toBe(ok);
  });
});

describe('validateRegistration', () => {
  it('accepts a valid form with blank optional fields', () => {
    expect(validateRegistration({ ...valid, phone: '', display_name: '', school: '', grade: '' })).toEqual(
      {},
    );
  });

  it('reports every failing field with the spec message', () => {
    expect(
      validateRegistration({
        first_name: 'A',
        last_name: 'B',
        email: 'x',
        password: 'short',
        username: '!',
        phone: 'abc',
        plan_type: 'programming',
      }),
    ).toEqual({
      first_name: MESSAGES.firstName,
      last_name: MESSAGES.lastName,
      email: MESSAGES.email,
      password: MESSAGES.password,
      username: MESSAGES.username,
      phone: MESSAGES.phone,
    });
  });

  it('accepts every password made of 7+ letters and one digit, up to 100 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{7,98}$/), fc.integer({ min: 0, max: 9 }), (letters, digit) => {
        expect(isValidPassword(`${letters}${digit}`)).toBe(true);
      }),
    );
  });

  it('refuses every password without a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z!@#$%^&*()_+=-]{8,100}$/), (pw) => {
        expect(isValidPassword(pw)).toBe(false);
      }),
    );
  });
});

describe('sign-in form', () => {
  it('needs a valid e-mail and a non-empty password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(signInSchema.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
  });
});
