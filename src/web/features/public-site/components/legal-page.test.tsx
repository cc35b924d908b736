// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Router } from '../../../lib/router';
import { TERMS_COPY } from '../legal-messages';
import { LegalPage } from './legal-page';

afterEach(cleanup);

function renderTerms(supportEmail?: string | null) {
  render(
    <Router ssrPath="/terms">
      <LegalPage title="Terms of Service" {...TERMS_COPY} supportEmail={supportEmail} />
    </Router>,
  );
}

describe('legal page support address', () => {
  it("gives the deployment's support address as a mail link", () => {
    renderTerms('help@school.example');
    const link = screen.getByRole('link', { name: 'help@school.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@school.example');
    expect(link.closest('p')?.textContent).toBe('You can reach our support team at help@school.example.');
  });

  it('names no address when none is configured or the setting is still loading', () => {
    for (const unset of [null, undefined]) {
      renderTerms(unset);
      expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
      expect(screen.queryByText(/You can reach our support team at/)).toBeNull();
      cleanup();
    }
  });
});
