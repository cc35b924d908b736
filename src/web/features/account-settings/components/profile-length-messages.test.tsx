// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/messages';
import { REGISTRATION_MAX_LENGTH, registrationSchema } from '../../../../shared/validation/registration';
import { uploadFieldsSchema } from '../../../../shared/schemas/research';
import { materialFieldsSchema } from '../../../../shared/schemas/own-material';
import { accountUserFixture } from '../../../../testing/account-user';
import { ProfileSection } from './profile-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const user = accountUserFixture();

const RAW_ZOD = /Too big|Too small|Invalid input|expected/i;

describe('profile settings: length rules', () => {
  it('shows a student-facing message for a 5,000-character School and sends nothing', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithClient(<ProfileSection user={user} onSaved={() => {}} />);
    const school = screen.getByLabelText(/School/);
    expect(school.getAttribute('maxlength')).toBe('100');
    // fireEvent sets the value directly (a paste through devtools, an old browser): the rule still holds.
    fireEvent.change(school, { target: { value: 'x'.repeat(5000) } });
    fireEvent.submit(school.closest('form')!);
    expect(screen.getByText(MESSAGES.schoolTooLong)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAW_ZOD);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('puts maxLength on every profile input, matching the rules', () => {
    renderWithClient(<ProfileSection user={user} onSaved={() => {}} />);
    expect(screen.getByLabelText(/First name/).getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText(/Last name/).getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText(/Username/).getAttribute('maxlength')).toBe('30');
    expect(screen.getByLabelText(/Display name/).getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText(/Phone/).getAttribute('maxlength')).toBe('21');
    expect(screen.getByLabelText(/Grade/).getAttribute('maxlength')).toBe('100');
  });
});

describe('shared schemas: every length rule has a student-facing message', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret123',
    username: 'ada_l',
    plan_type: 'programming',
  };

  it('registration: display name, school and grade over 100 characters', () => {
    const long = 'x'.repeat(REGISTRATION_MAX_LENGTH.display_name + 1);
    const result = registrationSchema.safeParse({ ...valid, display_name: long, school: long, grade: long });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      display_name: 'Display name must be at most 100 characters.',
      school: 'School must be at most 100 characters.',
      grade: 'Grade must be at most 100 characters.',
    });
    // Exactly 100 characters (after trimming) is allowed.
    const ok = registrationSchema.safeParse({ ...valid, display_name: ` ${'x'.repeat(100)} ` });
    expect(ok.success).toBe(true);
  });

  it('registration: over-long spec fields give the spec 1 §5 messages', () => {
    const result = registrationSchema.safeParse({
      ...valid,
      first_name: 'a'.repeat(51),
      last_name: 'a'.repeat(51),
      email: `${'a'.repeat(250)}@example.com`,
      password: `a1${'b'.repeat(99)}`,
      username: 'a'.repeat(31),
      phone: '1'.repeat(21),
    });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      first_name: MESSAGES.firstName,
      last_name: MESSAGES.lastName,
      email: MESSAGES.email,
      password: MESSAGES.password,
      username: MESSAGES.username,
      phone: MESSAGES.phone,
    });
  });

  it('research upload and own material: no raw Zod text', () => {
    const upload = uploadFieldsSchema.safeParse({
      title: 'x'.repeat(1001),
      authors: 'x'.repeat(2001),
      year: '999',
      abstract: 'x'.repeat(20_001),
    });
    expect(upload.success).toBe(false);
    expect(upload.error!.issues.map((i) => i.path[0]).sort()).toEqual([
      'abstract',
      'authors',
      'title',
      'year',
    ]);
    for (const issue of upload.error!.issues) expect(issue.message).not.toMatch(RAW_ZOD);
    const year = uploadFieldsSchema.safeParse({ title: 'T', year: 'abcd' });
    expect(year.error!.issues[0]!.message).toBe('The year should be a four-digit year, like 2021.');
    const material = materialFieldsSchema.safeParse({ textTitle: 'x'.repeat(301) });
    expect(material.error!.issues[0]!.message).toBe(
      'The title of the pasted text can be at most 300 characters.',
    );
  });
});
