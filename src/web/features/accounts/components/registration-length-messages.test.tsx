// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RegistrationDialog } from './registration-dialog';

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

const RAW_ZOD = /Too big|Too small|Invalid input|expected/i;

describe('registration dialog: length rules', () => {
  it('shows the display name message for 101 characters and has maxLength on its inputs', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithClient(
      <RegistrationDialog open onOpenChange={() => {}} plan="programming" onRegistered={async () => null} />,
    );
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada_l' } });
    const display = screen.getByLabelText(/Display name/);
    expect(display.getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText(/School/).getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText('Email').getAttribute('maxlength')).toBe('254');
    expect(screen.getByLabelText('Password').getAttribute('maxlength')).toBe('100');
    fireEvent.change(display, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Register & Continue to Payment' }));
    expect(await screen.findByText('Display name must be at most 100 characters.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAW_ZOD);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
