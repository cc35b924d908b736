import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { MESSAGES } from '../../../shared/messages';

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.23.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const RAW_ZOD = /Too big|Too small|Invalid input|expected/i;

describe('length rules answer with student-facing messages', () => {
  it('registration: a display name over 100 characters gets 400 with the display name message', async () => {
    const form = registrationForm({ display_name: 'x'.repeat(101) });
    const res = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
    expect(res.status).toBe(400);
    const body = JSON.stringify(await res.json());
    expect(body).toContain(MESSAGES.displayNameTooLong);
    expect(body).not.toMatch(RAW_ZOD);
  });

  it('profile: a 5,000-character School gets 400 with the school message and is not saved', async () => {
    const form = registrationForm();
    const reg = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
    expect(reg.status).toBe(201);
    const cookie = sessionCookie(reg);
    const res = await t.request('/api/account/profile', {
      method: 'POST',
      cookie,
      json: {
        first_name: form.first_name,
        last_name: form.last_name,
        username: form.username,
        display_name: '',
        phone: '',
        school: 'x'.repeat(5000),
        grade: 'x'.repeat(101),
      },
    });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({ school: MESSAGES.schoolTooLong, grade: MESSAGES.gradeTooLong });
    const me = (await (await t.request('/api/me', { cookie })).json()) as { user: Record<string, unknown> };
    expect(me.user.school).toBeNull();
  });
});
