// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { WritingMarkdown } from './writing-markdown';

afterEach(cleanup);

describe('the writing helper’s replies render Markdown (issue 15)', () => {
  it('shows bold labels and lists formatted, never raw ** marks or HTML', () => {
    const { container } = render(
      <WritingMarkdown
        text={
          '**To improve:**\n\n- Name your second reason.\n- Cite (Keller, 2021).\n\n1. Plan\n2. Draft\n\n<img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(screen.getByText('To improve:').tagName).toBe('STRONG');
    expect(container.textContent).not.toContain('**');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
  });
});
