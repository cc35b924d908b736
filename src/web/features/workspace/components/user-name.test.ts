import { describe, expect, it } from 'vitest';
import { userDisplayName } from './user-name';

describe('userDisplayName', () => {
  it('prefers the display name, then the full name, then the username', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l', displayName: null };
    expect(userDisplayName({ ...base, displayName: 'Countess' })).toBe('Countess');
    expect(userDisplayName({ ...base, displayName: '  ' })).toBe('Ada Lovelace');
    expect(userDisplayName({ ...base, firstName: '', lastName: '' })).toBe('ada_l');
  });
});
