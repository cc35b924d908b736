/**
 * A section suggestion with a provider (issue 15): prose that cites only the evidence passages of the student's own
 * saved, analysed articles. The passages are listed numbered [1..n] in the prompt; after generation every citation is
 * checked: a valid [n] becomes that passage's in-text citation in the essay's style, an author-year or author-page
 * citation is kept only when it is one of the passages' citations, and anything else is removed, and the student is
 * told how many were removed.
 */
import type { LanguageModel, ModelMessage } from 'ai';
import { z } from 'zod';
import {
  writingSuggestionSchema,
  type EvidenceCard,
  type WritingSuggestion,
  type writingSuggestionInputSchema,
} from '../../../../shared/schemas/ai';
import { writingSuggestionPrompt } from '../prompts/writing-suggestion.v2';
import { UNTRUSTED_DATA_RULE, dataBlock, render } from '../prompts/render';
import { generateStructured } from './structured';

const wire = z.object({ suggestion: z.string() });

/** The passages as the prompt lists them. */
export function evidenceText(evidence: readonly EvidenceCard[]): string {
  return evidence
    .map((e, i) => `[${i + 1}] ${e.articleTitle} — ${e.section} ${e.citation}\n${e.quote}`)
    .join('\n\n');
}

/** A numbered marker group: [3], [1, 2]; markdown links `[text](url)` are not citations. */
const NUMBERED = /\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\](?!\()/g;
/** A parenthetical citation: author and year or n.d. (APA, Chicago author-date), or author and page (MLA). */
const PARENTHETICAL =
  /\(([^()]*?\p{Lu}[\p{L}'’-]+[^()]*?(?:\b(?:1[5-9]|20)\d\d[a-z]?\b|\bn\.d\.)[^()]*|\p{Lu}[\p{L}'’-]+(?: et al\.| and \p{Lu}[\p{L}'’-]+)? \d+(?:[–-]\d+)?)\)/gu;
/** Words that open a parenthetical date, not a citation: (In 2019), (Since 2010). */
const NOT_AUTHOR =
  /^(?:in|since|from|by|until|before|after|during|around|circa|c\.|ca\.|as of|e\.g\.|i\.e\.|see)\b/i;

const inner = (citation: string) =>
  citation
    .trim()
    .replace(/^\(|\)$/g, '')
    .trim();

export interface CheckedSuggestion {
  text: string;
  removed: number;
}

/** The suggestion with only the evidence's citations (numbers resolved to in-text citations) and the count removed. */
export function checkSuggestionCitations(text: string, evidence: readonly EvidenceCard[]): CheckedSuggestion {
  let removed = 0;
  const allowed = new Set(evidence.map((e) => inner(e.citation)));
  const numbered = text.replace(NUMBERED, (_whole, group: string) => {
    const parts: string[] = [];
    for (const n of group.split(/[,;]/).map((x) => Number(x.trim()))) {
      const card = evidence[n - 1];
      if (!card) {
        removed += 1;
        continue;
      }
      const c = inner(card.citation);
      if (!parts.includes(c)) parts.push(c);
    }
    return parts.length ? `(${parts.join('; ')})` : '';
  });
  const checked = numbered.replace(PARENTHETICAL, (whole, body: string) => {
    if (NOT_AUTHOR.test(body.trim())) return whole;
    const parts = body.split(';').map((p) => p.trim());
    const kept = parts.filter((p) => allowed.has(p));
    removed += parts.length - kept.length;
    return kept.length ? `(${kept.join('; ')})` : '';
  });
  const tidy = checked
    .replace(/[ \t]+([.,;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .trim();
  return { text: tidy, removed };
}

export function suggestWritingWithModel(
  common: { model: LanguageModel; maxRetries: number },
  input: z.infer<typeof writingSuggestionInputSchema>,
  essay: string,
  signal?: AbortSignal,
): Promise<WritingSuggestion> {
  const evidence = input.evidence;
  const messages: ModelMessage[] = [
    {
      role: 'user',
      content: render(writingSuggestionPrompt.user, {
        sectionType: input.sectionType,
        essay,
        existing: input.existingContent.trim()
          ? dataBlock('existing_section_content', input.existingContent, { maxChars: 20_000 })
          : 'The section is empty.',
        outline: input.outlinePoint.trim()
          ? dataBlock('outline_point', input.outlinePoint)
          : 'outline point: (not given)',
        passages: evidence.length
          ? dataBlock('evidence_passages', evidenceText(evidence), { maxChars: 40_000 })
          : 'evidence passages: (none — write without citations)',
      }),
    },
  ];
  return generateStructured({
    ...common,
    task: 'writing-suggestion',
    system: `${render(writingSuggestionPrompt.system, {})}\n\n${UNTRUSTED_DATA_RULE}`,
    messages,
    wireSchema: wire,
    finalize: (w): WritingSuggestion => {
      const { text, removed } = checkSuggestionCitations(w.suggestion, evidence);
      return {
        suggestion: text,
        mode: 'prose',
        ...(removed > 0
          ? {
              note: `${removed} citation${removed === 1 ? '' : 's'} that named none of your evidence passages ${removed === 1 ? 'was' : 'were'} removed; check the sentence${removed === 1 ? '' : 's'} before you use ${removed === 1 ? 'it' : 'them'}.`,
            }
          : {}),
      };
    },
    outputSchema: writingSuggestionSchema,
    ...(signal ? { signal } : {}),
  });
}
