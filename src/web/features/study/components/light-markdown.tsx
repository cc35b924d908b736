/**
 * A Smarty text in light Markdown: what shows while the full renderer (markdown.tsx: lists, tables, KaTeX,
 * highlighting, the interactive quiz) is still loading, and the chat's status lines and errors. Small, for the first
 * screen: bold, italics and `code` show as such, links as their text, and the syntax of headings, quotations, bullets
 * and code fences is dropped, so a student never sees '**' or '#'. A ```quiz block is left out (its answer key stays
 * hidden until the quiz can be shown). Everything is React text: nothing in the text becomes HTML.
 */
import type { ReactNode } from 'react';
import { CHAT_QUIZ_LANGUAGE } from '../../../../shared/study/chat-quiz-language';
import { cn } from '../../../lib/utils';

const QUIZ_BLOCK = new RegExp(
  `^\\s*\`{3,}${CHAT_QUIZ_LANGUAGE}\\b[\\s\\S]*?(?:^\\s*\`{3,}\\s*$|(?![\\s\\S]))`,
  'gm',
);
/** A fence line, a heading's #s, a quotation's >, a bullet (shown as •). */
const BLOCK_SYNTAX = /^\s*(?:`{3,}.*$|#{1,6}\s+|>\s?)|^(\s*)[-*+]\s+(?=\S)/gm;
const INLINE =
  /(\*\*|__)(?=\S)([\s\S]*?\S)\1|(?<![\p{L}\p{N}*_])([*_])(?=\S)([^*_\n]*?\S)\3(?![\p{L}\p{N}*_])|`([^`\n]+)`|!?\[([^\]\n]*)\]\([^)\s]*\)/gu;

/** The text's bold, italics, `code` and links as elements. */
function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    out.push(text.slice(last, m.index));
    const key = m.index;
    if (m[2] !== undefined) out.push(<strong key={key}>{inline(m[2])}</strong>);
    else if (m[4] !== undefined) out.push(<em key={key}>{inline(m[4])}</em>);
    else if (m[5] !== undefined) out.push(<code key={key}>{m[5]}</code>);
    else out.push(m[6]);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/** The text without its block syntax (and without a quiz block). */
export function lightText(markdown: string): string {
  return markdown
    .replace(QUIZ_BLOCK, '')
    .replace(BLOCK_SYNTAX, (_, indent?: string) => (indent === undefined ? '' : `${indent}• `))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function LightMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <p className={cn('text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]', className)}>
      {inline(lightText(children))}
    </p>
  );
}
