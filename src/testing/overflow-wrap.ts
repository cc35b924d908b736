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
