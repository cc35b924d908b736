// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { Essay } from '../../../../shared/schemas/essays';
import { useArticleCount } from './use-article-count';

afterEach(cleanup);

const list = (...ids: string[]): Essay['saved_articles'] => ids.map((id) => ({ id, title: id }));

describe("the Articles tile's count", () => {
  it('drops at once on Remove and comes back on Undo', () => {
    const { result } = renderHook(() => useArticleCount(list('W1', 'W2', 'W3')));
    expect(result.current.count).toBe(3);
    act(() => result.current.onArticleRemoval('W2', 'pending'));
    expect(result.current.count).toBe(2);
    act(() => result.current.onArticleRemoval('W2', 'restored'));
    expect(result.current.count).toBe(3);
  });

  it('stays down after the server removed it, until the essay drops it, then counts a fresh save of it', () => {
    const { result, rerender } = renderHook(({ saved }) => useArticleCount(saved), {
      initialProps: { saved: list('W1', 'W2') },
    });
    act(() => result.current.onArticleRemoval('W1', 'pending'));
    act(() => result.current.onArticleRemoval('W1', 'removed'));
    // the essay's event has not arrived yet: it still lists W1
    rerender({ saved: list('W1', 'W2') });
    expect(result.current.count).toBe(1);
    rerender({ saved: list('W2') });
    expect(result.current.count).toBe(1);
    // saved again later: counted
    rerender({ saved: list('W2', 'W1') });
    expect(result.current.count).toBe(2);
  });

  it('a failed removal is counted again', () => {
    const { result } = renderHook(() => useArticleCount(list('W1')));
    act(() => result.current.onArticleRemoval('W1', 'pending'));
    expect(result.current.count).toBe(0);
    act(() => result.current.onArticleRemoval('W1', 'restored'));
    expect(result.current.count).toBe(1);
  });

  it('a pending removal of an article the essay does not list yet still hides it when it arrives', () => {
    const { result, rerender } = renderHook(({ saved }) => useArticleCount(saved), {
      initialProps: { saved: list('W2') },
    });
    act(() => result.current.onArticleRemoval('W1', 'pending'));
    rerender({ saved: list('W2', 'W1') });
    expect(result.current.count).toBe(1);
  });
});
