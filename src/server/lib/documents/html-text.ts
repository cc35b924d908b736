/**
 * The readable text of a web page (htmlparser2's streaming parser): headings h1–h6 become Markdown heading lines
 * ('## Title'), paragraphs, list items, table cells and other blocks are separated by blank lines; scripts,
 * styles, navigation, headers, footers, forms and asides are left out. The page's <title> is returned apart.
 */
import { Parser } from 'htmlparser2';

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'header',
  'footer',
  'form',
  'aside',
  'iframe',
  'head',
  'button',
  'select',
]);
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'li',
  'tr',
  'td',
  'th',
  'blockquote',
  'pre',
  'dd',
  'dt',
  'figcaption',
  'table',
  'ul',
  'ol',
  'br',
  'hr',
]);

export function htmlToMarkdownText(html: string): { title: string; text: string } {
  const blocks: string[] = [];
  let current = '';
  let skipping = 0;
  let heading = 0;
  let inTitle = false;
  let title = '';
  const flush = () => {
    const t = current.replace(/\s+/g, ' ').trim();
    if (t) blocks.push(heading ? `${'#'.repeat(heading)} ${t}` : t);
    current = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'title') inTitle = true;
        if (SKIP.has(name)) skipping++;
        const h = /^h([1-6])$/.exec(name);
        if (h) {
          flush();
          heading = Number(h[1]);
        } else if (BLOCK.has(name)) flush();
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (skipping === 0) current += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (SKIP.has(name)) skipping = Math.max(0, skipping - 1);
        if (/^h[1-6]$/.test(name)) {
          flush();
          heading = 0;
        } else if (BLOCK.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { title: title.replace(/\s+/g, ' ').trim().slice(0, 300), text: blocks.join('\n\n') };
}
