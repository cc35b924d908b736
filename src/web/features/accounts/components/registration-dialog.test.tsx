// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RegistrationDialog } from './registration-dialog';
import { SignInDialog } from './sign-in-dialog';
import { accountUserFixture } from '../../../../testing/account-user';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

const user = accountUserFixture();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillValidForm() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada_l' } });
}

describe('RegistrationDialog', () => {
  it('shows the capitalised plan, validates every field and clears a field error when it is edited', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(
      <RegistrationDialog open onOpenChange={() => {}} plan="nursing" onRegistered={async () => null} />,
    );

    expect(screen.getByRole('dialog', { name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByText('Nursing')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Register & Continue to Payment' }));
    expect(await screen.findByText('First name required (2-50 letters)')).toBeTruthy();
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(
      screen.getByText('Username is required and must be 3-30 chars, letters/numbers/_ only'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'A' } });
    expect(screen.queryByText('First name required (2-50 letters)')).toBeNull();
    expect(screen.getByText('Last name required (2-50 letters)')).toBeTruthy();
  });

  it('stops before registering when the username or e-mail is taken', async () => {
    const fetchMock = vi.fn(async (path: string) =>
      json({ available: !path.startsWith('/api/check-username-available') }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(
      <RegistrationDialog open onOpenChange={() => {}} plan="programming" onRegistered={async () => null} />,
    );
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register & Continue to Payment' }));

    expect(await screen.findByText('Username is already taken.')).toBeTruthy();
    expect(screen.queryByText('Email is already registered.')).toBeNull();
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/api/accounts/register');
  });

  it("registers, continues to payment without the password, keeps 'Registering...' and stores no password", async () => {
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/accounts/register') {
        expect(JSON.parse(String(init?.body))).toMatchObject({ plan_type: 'programming', username: 'ada_l' });
        return json({ user }, 201);
      }
      return json({ available: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi.fn(async () => null);
    const { client } = renderWithClient(
      <RegistrationDialog open onOpenChange={() => {}} plan="programming" onRegistered={onRegistered} />,
    );
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register & Continue to Payment' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    const [registeredUser, details] = onRegistered.mock.calls[0] as unknown as [
      unknown,
      Record<string, unknown>,
    ];
    expect(registeredUser).toEqual(user);
    expect(details).toMatchObject({ plan_type: 'programming', email: 'ada@example.com', first_name: 'Ada' });
    expect(details).not.toHaveProperty('password');
    // The browser is on its way to the checkout: the button keeps saying so.
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeTruthy();
    // The landing page must not switch to /app underneath the dialog before the checkout opens.
    expect(client.getQueryData(['session'])).toBeUndefined();
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('secret123');
  });

  it('shows a checkout failure below the fields, retries only the checkout, and signs in on close', async () => {
    const fetchMock = vi.fn(async (path: string) =>
      path === '/api/accounts/register' ? json({ user }, 201) : json({ available: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onRegistered = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce('Failed to start checkout session')
      .mockRejectedValueOnce(new Error('chunk failed'));
    const onOpenChange = vi.fn();
    const { client } = renderWithClient(
      <RegistrationDialog open onOpenChange={onOpenChange} plan="programming" onRegistered={onRegistered} />,
    );
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register & Continue to Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to start checkout session');

    fireEvent.click(screen.getByRole('button', { name: 'Register & Continue to Payment' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to start checkout session');
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/accounts/register')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(client.getQueryData(['session'])).toEqual({ user });
  });

  it("shows the server's error below the fields, with the spec's fallback", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/accounts/register' ? new Response('', { status: 500 }) : json({ available: true }),
      ),
    );
    renderWithClient(
      <RegistrationDialog open onOpenChange={() => {}} plan="programming" onRegistered={async () => null} />,
    );
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register & Continue to Payment' }));
    // A failure without error text shows the spec's fallback, never 'HTTP 500'.
    expect(
      await screen.findByText('Registration failed. Please try again.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('HTTP 500')).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/accounts/register') throw new TypeError('Failed to fetch');
        return json({ available: true });
      }),
    );
    cleanup();
    renderWithClient(
      <RegistrationDialog open onOpenChange={() => {}} plan="programming" onRegistered={async () => null} />,
    );
    fillValidForm();
    expect(screen.queryByText('Registration failed. Please try again.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register & Continue to Payment' }));
    expect(
      await screen.findByText('Registration failed. Please try again.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
  });
});

describe('SignInDialog', () => {
  it("shows the server's message in the modal and does not sign in", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'Invalid email or password' }, 401)),
    );
    const onSignedIn = vi.fn();
    renderWithClient(<SignInDialog open onOpenChange={() => {}} onSignedIn={onSignedIn} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("says 'Signing in...' while working and reports success", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const onSignedIn = vi.fn();
    renderWithClient(<SignInDialog open onOpenChange={() => {}} onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    answer(json({ user }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });
});
