/**
 * The `overflow-wrap` an element gets from the Tailwind classes on it and on its ancestors (jsdom applies no
 * stylesheet, so component tests read the classes): the nearest class that sets it wins, as inheritance does.
 */
const WRAP_CLASSES: Readonly<Record<string, string>> = {
  '[overflow-wrap:anywhere]': 'anywhere',
  'wrap-anywhere': 'anywhere',
  'break-words': 'break-word',
  'wrap-break-word': 'break-word',
  'wrap-normal': 'normal',
  'break-normal': 'normal',
};

export function overflowWrapOf(element: Element | null): string {
  for (let e = element; e; e = e.parentElement) {
    for (const c of e.classList) {
      const wrap = WRAP_CLASSES[c];
      if (wrap) return wrap;
    }
  }
  return 'normal';
}

/** Whether an element (a flex or grid item) may shrink below its content's width: `min-w-0`. */
export function canShrink(element: Element): boolean {
  return element.classList.contains('min-w-0');
}

const WHITE_SPACE_CLASSES: Readonly<Record<string, string>> = {
  'whitespace-normal': 'normal',
  'whitespace-nowrap': 'nowrap',
  'whitespace-pre': 'pre',
  'whitespace-pre-line': 'pre-line',
  'whitespace-pre-wrap': 'pre-wrap',
  'whitespace-break-spaces': 'break-spaces',
};

/** The `white-space` an element gets from the Tailwind classes on it and on its ancestors (inherited, as above). */
export function whiteSpaceOf(element: Element | null): string {
  for (let e = element; e; e = e.parentElement) {
    for (const c of e.classList) {
      const ws = WHITE_SPACE_CLASSES[c];
      if (ws) return ws;
    }
  }
  return 'normal';
}

/**
 * Whether a short label (a flex item such as "[1]") stays on one line inside an `overflow-wrap: anywhere` bubble:
 * `white-space: nowrap` keeps its characters together and `shrink-0` keeps the flex row from squeezing it.
 */
export function staysOnOneLine(element: Element): boolean {
  return whiteSpaceOf(element) === 'nowrap' && element.classList.contains('shrink-0');
}
