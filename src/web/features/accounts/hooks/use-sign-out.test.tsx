// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { landingNoticeState } from '../../../lib/landing-notice';
import { useSignOut } from './use-sign-out';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('signing out', () => {
  it('after the account was deleted carries the landing its notice; a plain sign-out carries none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    window.history.replaceState(null, '', '/app/settings');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSignOut(), { wrapper });
    act(() => result.current.signOut('account-deleted'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.history.state).toEqual(landingNoticeState('account-deleted'));

    window.history.replaceState(null, '', '/app');
    act(() => result.current.signOut());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.history.state).toBeNull();
  });
});
