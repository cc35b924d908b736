// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ERROR_TEXTS, ErrorBoundary, isChunkLoadError } from './error-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let broken = false;
function Flaky({ error }: { error: Error }) {
  if (broken) throw error;
  return <p>Study chat</p>;
}

function Modes({ error }: { error: Error }) {
  const [mode, setMode] = useState('chat');
  return (
    <>
      <button onClick={() => setMode('academic')}>Academic</button>
      <ErrorBoundary resetKey={mode}>
        <Flaky error={error} />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('says a chunk could not be loaded and offers only a reload (React keeps a failed lazy import)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(
      <Modes error={new TypeError('Failed to fetch dynamically imported module: /assets/study-area-x.js')} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(ERROR_TEXTS.chunkTitle);
    expect(screen.getByRole('button', { name: ERROR_TEXTS.reload })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ERROR_TEXTS.retry })).toBeNull();
    // another mode clears the error and renders again
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Academic' }));
    expect(screen.getByText('Study chat')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('any other crash offers Try again, which renders the children again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(<Modes error={new Error('Cannot read properties of undefined')} />);
    expect(screen.getByRole('alert').textContent).toContain(ERROR_TEXTS.crashTitle);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: ERROR_TEXTS.retry }));
    expect(screen.getByText('Study chat')).toBeTruthy();
  });

  it('knows the chunk-load wording of Chromium, Firefox, Safari and Vite, and nothing else', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
