import { Fragment, type ReactNode } from 'react';

const KEEP = new Set(['I', 'EM', 'B', 'STRONG', 'SUP', 'SUB']);

function toNodes(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const children = Array.from(el.childNodes, (child, i) => toNodes(child, `${key}.${i}`));
  const italicOff = el.tagName === 'SPAN' && /font-style:\s*normal/.test(el.getAttribute('style') ?? '');
  if (italicOff)
    return (
      <span key={key} className="not-italic">
        {children}
      </span>
    );
  if (!KEEP.has(el.tagName)) return <Fragment key={key}>{children}</Fragment>;
  const Tag = el.tagName.toLowerCase() as 'i' | 'em' | 'b' | 'strong' | 'sup' | 'sub';
  return <Tag key={key}>{children}</Tag>;
}

/**
 * A formatted citation's HTML (citation-js output) as React elements: only italics, bold and super/subscript
 * survive; every other tag is dropped and its text kept, so a title with markup can never inject anything.
 */
export function citationNodes(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return html;
  return Array.from(root.childNodes, (child, i) => toNodes(child, String(i)));
}
