import { describe, expect, it } from 'vitest';
import { STUDY_MESSAGES } from './messages';

describe("the demo's prompt count", () => {
  it("says '1 prompt remaining' in the singular and counts others in the plural", () => {
    expect(STUDY_MESSAGES.demoPromptsRemaining(1)).toBe('Demo Mode: 1 prompt remaining');
    expect(STUDY_MESSAGES.demoPromptsRemaining(0)).toBe('Demo Mode: 0 prompts remaining');
    expect(STUDY_MESSAGES.demoPromptsRemaining(5)).toBe('Demo Mode: 5 prompts remaining');
  });
});
