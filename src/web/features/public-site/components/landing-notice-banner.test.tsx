// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { landingNoticeState } from '../../../lib/landing-notice';
import { PUBLIC_COPY } from '../messages';
import { LandingNoticeBanner } from './landing-notice-banner';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the landing after the account was deleted', () => {
  it('says so once, in a status region a screen reader announces; a reload shows nothing', async () => {
    window.history.replaceState(landingNoticeState('account-deleted'), '', '/');
    render(<LandingNoticeBanner />);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(PUBLIC_COPY.accountDeletedNotice));
    expect(window.history.state).toBeNull();
    cleanup();
    render(<LandingNoticeBanner />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows nothing on an ordinary visit', () => {
    window.history.replaceState({ other: 1 }, '', '/');
    render(<LandingNoticeBanner />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(window.history.state).toEqual({ other: 1 });
  });
});
