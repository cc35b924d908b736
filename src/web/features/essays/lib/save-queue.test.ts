import { describe, expect, it } from 'vitest';
import type { Essay } from '../../../../shared/schemas/essays';
import {
  conflictingFields,
  isRetryable,
  isVersionConflict,
  rebasePatch,
  touchedByOthers,
  mergePatch,
  readLocalDraft,
  settleAfterSave,
  viewOf,
  withoutSaved,
  writeLocalDraft,
} from './save-queue';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const essay = { id: 'e1', prompt: 'old', thesis_statement: '', version: 3 } as unknown as Essay;

describe('save queue', () => {
  it('keeps a field edited again while its save was in flight', () => {
    const sent = { prompt: 'a', thesis_statement: 'b' };
    const pending = mergePatch(sent, { prompt: 'a b' });
    expect(settleAfterSave(pending, sent)).toEqual({ prompt: 'a b' });
    expect(settleAfterSave(sent, sent)).toEqual({});
  });

  it('compares JSON fields by value', () => {
    const sent = { draft_sections: { body: { content: 'x' } } };
    expect(settleAfterSave({ draft_sections: { body: { content: 'x' } } }, sent)).toEqual({});
  });

  it('shows pending edits on top of the server copy and lists conflicts', () => {
    expect(viewOf(essay, { prompt: 'mine' }).prompt).toBe('mine');
    expect(conflictingFields({ prompt: 'mine', thesis_statement: '' }, essay)).toEqual(['prompt']);
    expect(withoutSaved({ prompt: 'old' }, essay)).toEqual({});
  });

  it('stores drafts locally until confirmed and clears them when empty', () => {
    const storage = new MemoryStorage();
    writeLocalDraft(storage, 'e1', 3, { prompt: 'offline words' });
    expect(readLocalDraft(storage, 'e1')).toMatchObject({
      baseVersion: 3,
      patch: { prompt: 'offline words' },
    });
    writeLocalDraft(storage, 'e1', 4, {});
    expect(readLocalDraft(storage, 'e1')).toBeNull();
    storage.setItem('essay-draft:bad', '{not json');
    expect(readLocalDraft(storage, 'bad')).toBeNull();
  });

  it('classifies failures', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable({ status: 502 })).toBe(true);
    expect(isRetryable({ status: 400 })).toBe(false);
    expect(isVersionConflict({ status: 409, code: 'version_conflict', body: { essay } })).toBe(essay);
    expect(isVersionConflict({ status: 409, code: 'other' })).toBeNull();
  });

  it('only fields changed on both sides conflict', () => {
    const theirs = { ...essay, version: 4, thesis_statement: 'theirs' } as Essay;
    expect(touchedByOthers({ prompt: 'mine' }, essay, theirs)).toEqual([]);
    expect(touchedByOthers({ thesis_statement: 'mine' }, essay, theirs)).toEqual(['thesis_statement']);
    expect(touchedByOthers({ thesis_statement: 'theirs' }, essay, theirs)).toEqual([]);
  });

  it('rebases section edits key by key and reports real clashes', () => {
    const base = {
      ...essay,
      draft_sections: { introduction: { content: 'i' }, body: { content: 'b' } },
    } as Essay;
    const theirs = {
      ...base,
      version: 4,
      draft_sections: { introduction: { content: 'I2' }, body: { content: 'b' } },
    } as Essay;
    const mine = { draft_sections: { introduction: { content: 'i' }, body: { content: 'B-mine' } } };
    expect(rebasePatch(mine, base, theirs)).toEqual({
      patch: { draft_sections: { introduction: { content: 'I2' }, body: { content: 'B-mine' } } },
      conflicts: [],
    });
    const clash = { draft_sections: { introduction: { content: 'I-mine' }, body: { content: 'b' } } };
    expect(rebasePatch(clash, base, theirs).conflicts).toEqual(['draft_sections']);
    expect(rebasePatch({ prompt: 'p' }, base, theirs)).toEqual({ patch: { prompt: 'p' }, conflicts: [] });
  });
});
