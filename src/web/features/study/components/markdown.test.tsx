// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Markdown } from './markdown';

afterEach(cleanup);

describe('Markdown answers', () => {
  it('renders a list under a line of text as list items, not one paragraph', () => {
    const { container } = render(<Markdown>{'The material describes them side by side:\n- **RAID 1:** mirroring\n- **RAID 5:** striping with parity'}</Markdown>);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['RAID 1: mirroring', 'RAID 5: striping with parity']);
  });

  it('keeps the lines of an answer written line by line (quiz options, a sources list) on their own lines', () => {
    const { container } = render(<Markdown>{'1. Which port does RDP use?\n   A) 22\n   B) 3389\n\nSources:\n[1] CompTIA A+ objectives\n[2] RFC 4253'}</Markdown>);
    const item = container.querySelector('li')!;
    expect(item.querySelectorAll('br')).toHaveLength(2);
    expect(item.innerHTML.split(/<br>/).map((s) => s.trim())).toEqual(['Which port does RDP use?', 'A) 22', 'B) 3389']);
    const sources = [...container.querySelectorAll('p')].at(-1)!;
    expect(sources.querySelectorAll('br')).toHaveLength(2);
  });
});
