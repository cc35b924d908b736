/**
 * The instruction sentences of an essay prompt: what the assignment asks of the writing rather than what the essay is
 * about — "Use at least two peer-reviewed sources.", "Cite in APA style.", "1,500–2,000 words.", "Due 3 March." They
 * name no topic, so the offline helpers read a prompt's terms (key terms, keyphrases, search words) without them.
 *
 * A sentence is an instruction when it is an imperative or an obligation about the assignment (use, cite, include,
 * write, submit, format…; "your essay must…") that names an assignment matter (sources, references, words, pages,
 * a citation style, formatting, a due date), or when it is only a length, a style or a due date. A sentence that
 * starts with such a verb but names no assignment matter ("Use the case of Norway to evaluate carbon taxes.") is the
 * topic and stays, and so does an instruction that also names topic words ("Use primary sources from the 1918
 * influenza pandemic."): an instruction holds only assignment words, numbers and stop words.
 */
import { STOP_WORDS, words } from './text';

/** Start of an imperative or an obligation about the assignment; 'use of' is a noun ('Use of social media…'). */
const DIRECTIVE =
  /^(?:please\s+)?(?:(?:use|cite|include|reference|incorporate|consult|draw\s+on|support|write|submit|format|follow|provide|list|add|ensure|make\s+sure|limit|keep|aim\s+for|do\s+not|don't|discuss|address|acknowledge|consider|respond\s+to|rebut)\b(?!\s+of\b)|(?:your|the|each|all)\s+(?:essay|paper|response|answer|work|submission|assignment)s?\s+(?:must|should|will|needs?\s+to|is\s+to|has\s+to)\b|you\s+(?:must|should|will\s+need\s+to|need\s+to|are\s+(?:expected|required)\s+to)\b)/i;

/** What an assignment instruction is about (not a topic). */
const ASSIGNMENT_MATTER =
  /\b(?:sources?|references?|counter-?arguments?|counter-?claims?|rebuttals?|opposing\s+(?:views?|arguments?|perspectives?)|citations?|citing|cited|bibliograph(?:y|ies)|works\s+cited|footnotes?|in-text|peer[-\s]reviewed|scholarly|academic\s+(?:articles?|journals?)|journal\s+articles?|\d[\d,.]*\s*(?:-|–|to)?\s*\d*[\d,.]*\s*(?:words?|pages?|paragraphs?)|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?:pages?|paragraphs?)|word\s+(?:count|limit)|MLA|APA|Chicago|Harvard|style\s+guide|formatting|format|font|spacing|double[-\s]spaced|margins?|title\s+page|due(?!\s+to\b)|deadline|submission|submitted|rubric|turnitin)\b/i;

/** A sentence that is only a length, a style or a due date ("1,500–2,000 words.", "APA 7th edition.", "Due Friday."). */
const BARE_REQUIREMENT =
  /^(?:(?:about|approximately|approx\.?|around|at\s+least|no\s+more\s+than|max(?:imum)?|min(?:imum)?|up\s+to)\s+)?\d[\d,.]*(?:\s*(?:-|–|to)\s*\d[\d,.]*)?\s*(?:words?|pages?)\b|^(?:MLA|APA|Chicago|Harvard)\b|^(?:due(?!\s+to\b)|deadline)\b|^word\s+(?:count|limit)\b/i;

/** Words an instruction is made of besides its verb and what it is about ('at least two credible sources'). */
const INSTRUCTION_WORDS = new Set(
  `use using cite citing cited include including reference referencing incorporate consult draw support supporting write
  writing submit format formatted formatting follow following provide list add ensure make sure limit keep aim please
  must should need needs required expected least most minimum maximum approximately about around no more fewer than
  one two three four five six seven eight nine ten twelve fifteen twenty several multiple few different various
  source sources reference references citation citations bibliography footnote footnotes peer reviewed peer-reviewed
  scholarly academic credible reliable primary secondary recent relevant published journal journals article articles
  book books website websites database databases library quality high appropriate properly correctly consistently
  throughout word words count page pages paragraph paragraphs length mla apa chicago harvard style styles guide
  edition th 7th 8th 9th font size spacing spaced double single margins margin title cover page in-text text
  essay essays paper papers response answer work submission assignment argument arguments claim claims point points
  discuss address consider acknowledge respond rebut counter counterargument counterarguments counter-argument counter-arguments
  counterclaim counterclaims rebuttal rebuttals opposing objection objections view views perspective perspectives side
  sides evidence example examples introduction conclusion thesis statement
  analysis due deadline by before date rubric turnitin each all your you per since within last past years year noon midnight am pm monday tuesday wednesday thursday friday saturday
  sunday january february march april may june july august september october november december week weeks`.split(
    /\s+/,
  ),
);

/** Whether every word of the sentence is a stop word, a number or an assignment word. */
function onlyAssignmentWords(sentence: string): boolean {
  return words(sentence.replace(/[-‐–]/g, ' ')).every(
    (w) => STOP_WORDS.has(w) || /^\d/.test(w) || INSTRUCTION_WORDS.has(w),
  );
}

/** The sentences of a text with their separators kept (so that joining them gives the text back). */
function sentences(text: string): string[] {
  return text.match(/[^.!?\n]+(?:[.!?]+(?=\s|$)|\n|$)|[.!?\n]+/g) ?? [];
}

/** Whether one sentence is an assignment instruction. */
export function isInstructionSentence(sentence: string): boolean {
  const s = sentence
    .trim()
    .replace(/^[-*•\d.)\s]+(?=\p{L})/u, '')
    .trim();
  if (!s) return false;
  if (!onlyAssignmentWords(s)) return false;
  return BARE_REQUIREMENT.test(s) || (DIRECTIVE.test(s) && ASSIGNMENT_MATTER.test(s));
}

/** The text without its instruction sentences (empty when it holds nothing else). */
export function withoutInstructions(text: string): string {
  if (!ASSIGNMENT_MATTER.test(text)) return text;
  return sentences(text)
    .filter((s) => !isInstructionSentence(s))
    .join('')
    .trim();
}
