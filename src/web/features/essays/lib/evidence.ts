/**
 * What 'Insert' puts in the draft for an evidence card: the quotation with its in-text citation, or a paraphrase
 * scaffold (clearly marked, the student must rewrite it; Complete Essay flags it while it is left as is) with the
 * citation.
 */
import type { EvidenceCard } from '../../../../shared/schemas/ai';
import { PARAPHRASE_SCAFFOLD } from '../../../../shared/essays/draft-checks';
import { loadAcademicState } from './academic-state';

export function evidenceInsertText(
  card: Pick<EvidenceCard, 'quote' | 'citation'>,
  kind: 'quote' | 'paraphrase',
): string {
  const quote = card.quote.trim().replace(/^["“]|["”]$/g, '');
  if (kind === 'quote') return `“${quote}” ${card.citation}.`.replace(/\.\.$/, '.');
  return `${PARAPHRASE_SCAFFOLD(quote)} ${card.citation}.`;
}

export function readCitationStyle() {
  return loadAcademicState().settings.citationStyle;
}
