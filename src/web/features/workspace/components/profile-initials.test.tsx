// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ModePanel } from './mode-panel';
import { ProfileMenu } from './profile-menu';
import { greetingName, initials, WORKSPACE_MODES } from './workspace-modes';

afterEach(cleanup);

const chat = WORKSPACE_MODES[0]!;
const emojiName = '🎓 Ana <b>bold</b>';

function avatarText(): string {
  const button = screen.getByRole('button', { name: /Profile:/ });
  return button.querySelector('[aria-hidden="true"]')?.textContent ?? '';
}

describe('profile avatar initials', () => {
  it('shows the first and last name initials when the display name starts with an emoji', () => {
    render(
      <ProfileMenu
        user={{ name: emojiName, email: 'ana@example.com', firstName: 'Ana', lastName: 'Nunes' }}
        isDemo={false}
        isLoggingOut={false}
        isEnding={false}
      />,
    );
    expect(avatarText()).toBe('AN');
    expect(avatarText()).not.toMatch(/[\uD800-\uDFFF<]/);
    expect(screen.getByRole('button', { name: `Profile: ${emojiName}` })).toBeTruthy();
  });

  it('takes whole letters only, and falls back to "?"', () => {
    expect(initials('Grace Hopper')).toBe('GH');
    expect(initials('ada')).toBe('A');
    expect(initials('Élodie Ångström')).toBe('ÉÅ');
    // No first/last name: the display name's words that begin with a letter.
    expect(initials(emojiName)).toBe('A');
    expect(initials('🎓 ana')).toBe('A');
    expect(initials('🎓 <b>', { firstName: '', lastName: '' })).toBe('?');
    expect(initials('🎓🎓')).toBe('?');
    expect(initials('  ')).toBe('?');
    // A combining mark stays with its letter (one grapheme): 'e' + U+0301.
    expect(initials('e\u0301mile zola')).toBe('E\u0301Z');
  });
});

describe('workspace greeting', () => {
  it('greets by the first word that has a letter', () => {
    render(<ModePanel mode={chat} userName={emojiName} firstName="Ana" isDemo={false} compact />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ana');
  });

  it('falls back to the first name when no word has a letter', () => {
    render(<ModePanel mode={chat} userName="🎓 🚀" firstName="Ana" isDemo={false} compact />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ana');
    expect(greetingName('Grace Hopper')).toBe('Grace');
  });
});
