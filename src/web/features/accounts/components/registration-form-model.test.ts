import { describe, expect, it } from 'vitest';
import { validateRegistration } from '../../../../shared/validation/registration';
import {
  bannerMessage,
  emptyRegistrationValues,
  firstErrorField,
  pickFieldErrors,
  toRegistrationInput,
} from './registration-form-model';

describe('toRegistrationInput', () => {
  it('adds the plan, trims, and leaves out blank optional fields but never trims the password', () => {
    const input = toRegistrationInput(
      {
        ...emptyRegistrationValues(),
        first_name: ' Ada ',
        last_name: 'Lovelace',
        email: ' ada@example.com ',
        password: ' secret123 ',
        username: 'ada_l',
        school: '  ',
        grade: '11',
      },
      'nursing',
    );
    expect(input).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: ' secret123 ',
      username: 'ada_l',
      plan_type: 'nursing',
      grade: '11',
    });
  });

  it('gives the shared validation every field of an empty form to reject', () => {
    const errors = validateRegistration(toRegistrationInput(emptyRegistrationValues(), 'programming'));
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'username']);
    expect(firstErrorField(errors)).toBe('first_name');
  });
});

describe('server errors', () => {
  it('keeps only field errors that belong to the form', () => {
    expect(pickFieldErrors({ username: 'Username is already taken.', token: 'x' })).toEqual({
      username: 'Username is already taken.',
    });
  });

  it('does not repeat a field message below the fields', () => {
    const fields = { email: 'Email is already registered.' };
    expect(bannerMessage('Email is already registered.', fields)).toBeNull();
    expect(bannerMessage('The request was not valid.', fields)).toBe('The request was not valid.');
  });

  it('orders the first error by the form order', () => {
    expect(firstErrorField({ phone: 'Invalid phone number', email: 'Invalid email' })).toBe('email');
    expect(firstErrorField({})).toBeUndefined();
  });
});
