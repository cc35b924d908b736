import { describe, expect, it } from 'vitest';
import { initials, resolveMode } from './workspace-modes';

describe('resolveMode', () => {
  it('takes the mode from the URL when it is available, else Smarty Chat', () => {
    expect(resolveMode('academic', 'enabled').badge).toBe('Academic');
    expect(resolveMode('creative', 'enabled').badge).toBe('Creative');
    expect(resolveMode('academic', 'launching-soon').badge).toBe('Smarty Chat');
    expect(resolveMode('creative', undefined).badge).toBe('Smarty Chat');
    expect(resolveMode(null, 'enabled').badge).toBe('Smarty Chat');
    expect(resolveMode('nonsense', 'enabled').id).toBe('chat');
  });
});

describe('initials', () => {
  it('uses the first and last word', () => {
    expect(initials('Grace Hopper')).toBe('GH');
    expect(initials('Grace Brewster Murray Hopper')).toBe('GH');
    expect(initials('ada')).toBe('A');
    expect(initials('  ')).toBe('?');
  });
});
