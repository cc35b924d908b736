// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Certification } from '../../../../shared/schemas/study';
import { studyApi } from '../api/study-api';
import { CertificationBrowser, type CertificationBrowserProps } from './certification-browser';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const certification: Certification = {
  id: 'comptia-a-plus',
  name: 'CompTIA A+',
  description: 'Hardware, networking and troubleshooting for IT support.',
  organization: 'CompTIA',
  keywords: [],
  tags: ['hardware'],
  domain_code: 'programming',
  level: 'entry',
  type: 'vendor-neutral',
  estimated_study_hours: 120,
  difficulty: 'beginner',
  official_resources: null,
  exam_codes: [],
  availability: 'available',
  topic_count: 12,
  outline: null,
  built_in_lessons: true,
};

describe('Browse Certifications', () => {
  it('opens on the list of certifications, not on the one viewed last (starting a path closes it from outside)', async () => {
    vi.spyOn(studyApi, 'certifications').mockResolvedValue({ certifications: [certification], total: 1 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const props: CertificationBrowserProps = {
      open: true,
      onOpenChange: () => undefined,
      paths: [],
      onStart: async () => undefined,
      startingId: null,
    };
    const ui = (open: boolean) => (
      <QueryClientProvider client={client}>
        <CertificationBrowser {...props} open={open} />
      </QueryClientProvider>
    );
    const { rerender } = render(ui(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    expect(screen.getByRole('region', { name: 'CompTIA A+ details' })).toBeTruthy();

    // the study area closes the browser once the path has started, then the student opens it again
    act(() => rerender(ui(false)));
    act(() => rerender(ui(true)));
    expect(await screen.findByRole('list', { name: 'Certifications' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'CompTIA A+ details' })).toBeNull();
  });
});
