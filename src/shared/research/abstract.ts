/** OpenAlex ships abstracts as an inverted index (word → positions); this puts the words back in order. */
export function rebuildAbstract(index: Record<string, unknown> | null | undefined): string {
  if (!index || typeof index !== 'object') return '';
  const slots: string[] = [];
  for (const [word, positions] of Object.entries(index)) {
    if (!Array.isArray(positions)) continue;
    for (const p of positions) {
      // a hostile index could name position 10^9: ignore positions far beyond any real abstract
      if (typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < 20_000) slots[p] = word;
    }
  }
  return slots
    .filter((w) => w !== undefined)
    .join(' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .trim();
}
