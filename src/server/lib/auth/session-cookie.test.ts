import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionTokenFromCookie } from './session-cookie';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const sign = (token: string, key = secret) =>
  `${token}.${createHmac('sha256', key).update(token).digest('base64')}`;

describe('session cookie', () => {
  it('returns the token of a correctly signed cookie, URL-encoded as browsers send it', () => {
    const cookie = `theme=dark; better-auth.session_token=${encodeURIComponent(sign('tok123'))}; other=1`;
    expect(sessionTokenFromCookie(cookie, secret)).toBe('tok123');
  });

  it('reads the __Secure- cookie used over https', () => {
    expect(
      sessionTokenFromCookie(`__Secure-better-auth.session_token=${encodeURIComponent(sign('abc'))}`, secret),
    ).toBe('abc');
  });

  it.each([
    ['no cookie', undefined],
    ['another cookie only', 'theme=dark'],
    ['no signature', 'better-auth.session_token=tok123'],
    [
      'signed with another secret',
      `better-auth.session_token=${encodeURIComponent(sign('tok123', 'other-secret'))}`,
    ],
    [
      'token swapped under a valid signature',
      `better-auth.session_token=${encodeURIComponent(sign('tok123').replace('tok123', 'tok124'))}`,
    ],
    ['broken encoding', 'better-auth.session_token=%E0%A4%A'],
  ])('refuses %s', (_label, cookie) => {
    expect(sessionTokenFromCookie(cookie, secret)).toBeNull();
  });
});
