/**
 * Offline answers that stand on the material (ADR 012): the sentences of the passages that answer the question,
 * chosen by what the question asks for (a port → the sentence with the number, a difference → both definitions side
 * by side, a calculation → the formula and a worked step), each cited [n] to its passage, with a confidence from
 * how fully the sentences cover the question. Nothing relevant → an honest "I couldn't find that …" and what the
 * material does cover. Scope: the focus topic's passages first, then the passages retrieved beyond it.
 */
import type { AiCitation, AnswerConfidence, KnowledgePassage } from '../../../../shared/schemas/ai';
import { analyse } from '../../nlp/nlp';
import { hypernymChain, taggedSenseCount } from '../../nlp/wordnet';
import type { Word } from '../../nlp/nlp';
import {
  absentSubjects,
  COMMON_SENSES,
  indexPassages,
  queryTerms,
  scoreUnits,
  weighTerms,
  wordKey,
  type PassageIndex,
  type QueryTerm,
  type ScoredUnit,
} from './passage-search';
import { PassageCitations } from './passage-citations';
import { sentenceWithMark, type ModeStyle } from './learning-modes';
import { isFrameWord, MEASURE_NOUN, type Question } from './question';
import { asWritten } from './text';
import {
  countedNoun,
  countsNoun,
  namedValues,
  asksAboutChild,
  speaksOfAnotherAgeGroup,
  speaksOfAnotherOfItsKind,
  speaksOfChild,
  speaksOfAnotherVariant,
  withoutAskedValues,
} from './question-values';

export interface GroundedAnswer {
  text: string;
  citations: AiCitation[];
  confidence: AnswerConfidence;
  /**
   * Nothing answers the question, but one sentence of the focus topic comes near (`NEAREST_COVERAGE`): `text` is that
   * sentence, offered as the nearest the material comes, not as the answer.
   */
  nearest?: true;
}

/** Least share of the question's weighted terms a sentence must cover to be an answer. */
const MIN_COVERAGE = 0.55;
/** What a sentence that names only the question's subject, nothing it asks of it, keeps of its coverage. */
const SUBJECT_ONLY = 0.6;
/** At most how many of the material's sentences a framing verb may be in to say what a question asks. */
const FEW_SENTENCES = 3;
/** What a word of the scene before a question weighs, of its own weight, where the question names its own subject. */
const SCENE_SHARE = 0.5;
/** "…, the way naloxone does for opioids", "…, like X for Y": what a question compares its subject with. */
const ANALOGY = /,?\s+(?:the way|just as|like|as)\s+(.+?\s+(?:does|do|did|works?)\s+for\s+.+?)\s*[?.!]*$/i;
/** A word by which a question points back to what was said before it. */
const POINTS_BACK = /\b(?:it|its|they|them|their|this|that|these|those|he|she|him|her|his)\b/i;
/** What a sentence naming nothing of the kind a "what <kind>" question asks for keeps, where another names one. */
const OTHER_KIND = 0.75;
/** How many sentences of each side of a comparison are weighed for the one that describes it. */
const SIDE_CANDIDATES = 4;
/** A sentence that sets one thing against another. */
const CONTRAST =
  /\b(?:while|whereas|unlike|but|however|instead|rather than|in contrast|compared with|compared to)\b/i;
/** "A DIMM is the full-size module …, and a SODIMM is the smaller module …": a sentence that says what each thing is. */
const definesEach = (text: string) => (text.match(/\b(?:is|are)\s+(?:an?|the)\b/gi) ?? []).length >= 2;
/** Least coverage of a sentence naming a thing of the asked kind for it to count as the material's answer. */
const KIND_NAMED_COVERAGE = 0.4;
/**
 * Least coverage of the best sentence, short of `MIN_COVERAGE`, for it to be offered as the nearest the material comes
 * to a question it does not answer (never for a number, a step or a list of steps: a number of something else misleads).
 */
const NEAREST_COVERAGE = 0.4;

interface Pick {
  unit: ScoredUnit['unit'];
  coverage: number;
  /** Added by the learning mode: shown, but not counted for the answer's confidence. */
  byMode?: true;
}

function termsFor(index: PassageIndex, text: string) {
  const words = analyse(text).flatMap((s) => s.words);
  return weighTerms(index, queryTerms(words, isFrameWord));
}

const FORMULA = /=|×|÷|\bdivided by\b|\bmultipl(?:y|ied) by\b|\btimes\b|\bformula\b|\bequals\b/i;
/** A sentence that gives a cause or an effect: what a 'why' question asks for. */
const CAUSAL =
  /\b(?:because|cause[sd]?|causing|leads? to|results? in|increases? the risk|raises? the risk|so that|due to|prevents?|protects?|reduces?|can|may|since)\b/i;
/** A sentence that rules on what may be done: what a yes-or-no question ("Can I…?", "Should I…?") asks for. */
const RULING =
  /\b(?:never|not|no|only|must|should|always|avoid\w*|cannot|can['’]t|don['’]t|doesn['’]t|safe|unsafe)\b/i;
/** A sentence in which someone acts, or that tells what to do: what a procedure question asks for. */
const ACTION =
  /\b(?:the (?:nurse|technician|user|student)s? (?:\w+ly )?\w+s|you (?:should|must|can)|first|then|next)\b|^(?:check|stop|remove|replace|open|close|turn|press|select|click|run|use|keep|call|notify|give|place|position)\b/i;
/** A sentence that rules something out: what a negated question ("What can't I delegate?") asks for. */
const NEGATION = /\b(?:not|never|no|cannot|can['’]t|don['’]t|doesn['’]t|must not|should not|avoid\w*)\b/i;
const WORKED = /\b(?:for example|e\.g\.|for instance|example)\b|\d[^.]*=\s*\d/i;

function subjectLeads(unit: ScoredUnit['unit'], subjectKeys: readonly string[]): boolean {
  if (subjectKeys.length === 0) return false;
  const head = unit.text
    .split(/\s+/)
    .slice(0, subjectKeys.length + 2)
    .join(' ')
    .toLowerCase();
  return subjectKeys.every((k) => head.includes(k.slice(0, Math.max(3, k.length - 1))));
}

/**
 * Whether a sentence defines the subject: the subject (or its acronym in brackets) stands before the sentence's first
 * 'is' / 'are' / 'refers to' / 'means', which is followed by an article ('A solid-state drive (SSD) is a storage
 * device…'), rather than merely mentioning it ('SSDs use different interfaces').
 */
function definesSubject(unit: ScoredUnit['unit'], subjectKeys: readonly string[]): boolean {
  if (subjectKeys.length === 0) return false;
  const m = /\b(?:is|are|refers to|means)\s+(?:an?|the|one)\b/i.exec(unit.text);
  if (!m || m.index > 120) return false;
  const before = unit.text.slice(0, m.index).toLowerCase();
  if (/[.;:]/.test(before)) return false;
  return subjectKeys.every((k) => before.includes(k.slice(0, Math.max(3, k.length - 1))));
}

/** Whether the material has the term, a synonym of it or a WordNet relative standing in for it. */
function isPresent(index: PassageIndex, t: QueryTerm): boolean {
  return [t.key, ...t.variants, ...t.related.keys(), ...(t.spelled ?? [])].some(
    (k) => (index.df.get(k) ?? 0) > 0,
  );
}

/**
 * "My patient has the flu. What kind of isolation is that?": the sentences before the question set the scene; what the
 * question sentence itself names is what is asked. Where that sentence names something the material has, the scene's
 * other words weigh less (`SCENE_SHARE`), so a sentence answering the question is not outscored by one that only
 * shares the scene. A question with nothing of its own ("What do I do?") is read from its scene as written. One that
 * points back to the scene ("My patient is on dabigatran. What is its antidote?") is asked of it: a name of the scene
 * is then what the question is about (`askedOfScene`).
 */
function inScenario(
  index: PassageIndex,
  terms: QueryTerm[],
  text: string,
): { terms: QueryTerm[]; askedOfScene: QueryTerm[] } {
  const said = analyse(text);
  if (said.length < 2) return { terms, askedOfScene: [] };
  const ask = ([...said].reverse().find((x) => /\?\s*$/.test(x.text)) ?? said.at(-1)!).text;
  const askKeys = new Set(termsFor(index, ask).map((t) => t.key));
  const askedOfScene = POINTS_BACK.test(ask) ? terms.filter((t) => !askKeys.has(t.key)) : [];
  const asksOwn = terms.some((t) => askKeys.has(t.key) && isPresent(index, t));
  if (!asksOwn) return { terms, askedOfScene };
  return {
    terms: terms.map((t) =>
      askKeys.has(t.key) ? t : { ...t, weight: t.weight * SCENE_SHARE, scene: true as const },
    ),
    askedOfScene,
  };
}

/** What a word of the phrase that qualifies a "where / when / how" question ("… for anaphylaxis") weighs, of its own. */
const QUALIFIER_SHARE = 0.6;

/**
 * "Where does the epinephrine shot go for anaphylaxis?" asks where the shot goes; "for anaphylaxis" says in which case.
 * The words of a closing phrase that opens with "for", "in", "during", "with", "after" or "before", after the verb of a
 * "where / when / how / why" question, weigh less than what the question is about, so the definition of the case
 * ("Anaphylaxis is a severe … reaction") does not outrank the sentence that answers.
 */
function withQualifierShare(index: PassageIndex, terms: QueryTerm[], text: string): QueryTerm[] {
  const ask = analyse(text).at(-1)?.text ?? '';
  const m =
    /^(?:where|when|how|why)\b.*?\b(?:does|do|did|is|are|should|can|must)\b.+?\s(?:for|in|during|with|after|before)\s+([^,;?]+)\??\s*$/i.exec(
      ask.trim(),
    );
  if (!m?.[1]) return terms;
  const qualifier = new Set(termsFor(index, m[1]).map((t) => t.key));
  const rest = terms.filter((t) => !qualifier.has(t.key) && (index.df.get(t.key) ?? 0) > 0);
  // (a question whose only word the material has is in the phrase is about that phrase)
  if (rest.length === 0) return terms;
  return terms.map((t) => (qualifier.has(t.key) ? { ...t, weight: t.weight * QUALIFIER_SHARE } : t));
}

/**
 * The best answering sentences of an index for a question, or [] when none covers it. A learning mode's style may add
 * sentences of the kind it lays out (as relevant as the others) and continue a procedure or a calculation.
 */
function answerUnits(
  index: PassageIndex,
  q: Question,
  textForTerms: string,
  max: number,
  style?: ModeStyle,
  strict = false,
  onNearest?: (p: Pick[]) => void,
): Pick[] {
  const { terms: sceneTerms, askedOfScene } = inScenario(index, termsFor(index, textForTerms), textForTerms);
  const terms = withQualifierShare(index, sceneTerms, textForTerms);
  // "What is the last step?" names nothing but the step it asks for
  if (terms.length === 0 && !q.ordinal) return [];
  // (a name of the scene the material lacks, "I'm on my iPhone 15.", is not what is asked)
  const askedTerms = terms.filter((t) => !t.scene);
  if (absentSubjects(index, askedTerms).length > 0) return [];
  // beyond the focus topic, a rare noun the scope never uses, nor anything WordNet relates to it ("hyperkalemia"), is
  // what the question is about: a sentence of another topic sharing only its other words ("treated") answers
  // something else (in the focus topic the student's own wording for the lesson's terms is expected)
  // and so is any noun of the question beyond its everyday phrasing (a rare noun is one): "and for a child?" after a
  // hemoglobin question is not answered by another lesson's "out of children's reach", which never speaks of hemoglobin
  if (
    strict &&
    askedTerms.some((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && !t.common && !isPresent(index, t))
  )
    return [];
  // in the focus topic too, a noun no dictionary knows (a drug, a product: "dabigatran") that the material never uses,
  // named in what a "what is …" question asks about, is what it is about: "Its antidote is protamine sulfate"
  // (heparin's) does not answer "What is the antidote for dabigatran?"
  // (only a definition question has a subject)
  const subjectTerms = q.subject ? termsFor(index, q.subject) : [];
  if (subjectTerms.some((t) => t.specific && !t.inLexicon && !isPresent(index, t))) return [];
  // and so is such a noun of a scene the question points back to ("My patient is on dabigatran. What is its antidote?")
  // unless the scene also names a thing the material has: "ipconfig shows an address starting with 169.254. What does
  // that tell me?" points back to the address
  const sceneNamesKnown = askedOfScene.some((t) => (t.specific || t.entity) && isPresent(index, t));
  if (!sceneNamesKnown && askedOfScene.some((t) => t.specific && !t.inLexicon && !isPresent(index, t)))
    return [];
  // "What is the antidote for benzodiazepine overdose?" asks for an antidote: material that never names one (nor a
  // synonym or relative of the word) does not have the answer, whatever it says of benzodiazepines
  const head = subjectTerms.length > 1 ? subjectTerms[0] : undefined;
  if (head?.pos === 'NOUN' && !isPresent(index, head)) return [];
  // and so does "What is the antidote if someone overdoses on acetaminophen?": the noun a "what is the …" or "which …"
  // question opens with is what it asks for
  // the sentence that asks, after any scene ("Can I keep charging it?", "What is the antidote if …")
  const askText = (analyse(q.asked ?? q.text).at(-1)?.text ?? '').trim();
  const opening = askedNoun(q, askText, terms);
  if (opening && !isPresent(index, opening)) return [];
  // a number of something the material never names ("serum albumin level") is not in it, whatever else matches
  const measured = q.measured ? wordKey(q.measured) : null;
  if (measured && !terms.some((t) => t.key === measured && isPresent(index, t))) return [];
  const subjectKeys = subjectTerms.map((t) => t.key);
  // a part of a two-part question must be answered by its own words, not only those it carries from the other part
  // ("how deep?" has none: its measure says what it asks)
  const own = q.asked?.replace(/\bhow\s+\w+/gi, ' ');
  const ownKeys = own ? new Set(termsFor(index, own).map((t) => t.key)) : new Set<string>();
  // a sentence that shares no word of the question, only WordNet senses of them ("topping" → "top" → "clear"), is
  // not an answer to it
  const asked = namedValues(q.words);
  // material that never speaks of children has no child's values: its numbers are adults' ("a kid's heart rate")
  if (asksAboutChild(q.words) && !index.units.some((u) => speaksOfChild(u.words))) return [];
  // a follow-up that swapped in a thing ("And for a newborn?") is answered only by a sentence that names it
  const swappedKeys = q.swapped
    ? termsFor(index, q.swapped).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.entity)
    : [];
  // "what medication…", "which tool…": the kind of thing asked for, and whether a sentence names one of that kind (a word
  // WordNet places under it) or the kind itself
  const kindKey = q.answerType ? wordKey({ text: q.answerType, lemma: q.answerType, pos: 'NOUN' }) : null;
  const kindCache = new Map<ScoredUnit['unit'], boolean>();
  const namesKind = (unit: ScoredUnit['unit']) => {
    if (!q.answerType) return false;
    let hit = kindCache.get(unit);
    if (hit === undefined) {
      hit = namesKindOf(unit.words, q.answerType, q.words);
      kindCache.set(unit, hit);
    }
    return hit;
  };
  // "What reverses a benzo overdose, the way naloxone does for opioids?": what the question compares with is not what
  // it asks about; a sentence that has the compared thing's rare nouns and not the asked one's answers for that thing
  const compared = ANALOGY.exec(q.asked ?? q.text);
  const comparedKeys = compared
    ? new Set(termsFor(index, compared[1]!).map((t) => t.key))
    : new Set<string>();
  const askedRare = compared
    ? termsFor(index, (q.asked ?? q.text).slice(0, compared.index)).filter(
        (t) => t.specific && isPresent(index, t),
      )
    : [];
  const answersCompared = (s: ScoredUnit) =>
    askedRare.length > 0 &&
    s.matched.some((k) => comparedKeys.has(k) && !askedRare.some((t) => t.key === k)) &&
    !askedRare.some((t) => s.matched.includes(t.key));
  // the things of the scene a question points back to ("that" in "My patient has the flu. What kind of isolation is
  // that?"), where the material has them: a sentence about another thing of their kind answers something else
  const pointedKeys = new Set(askedOfScene.filter((t) => isPresent(index, t)).map((t) => t.key));
  const kindNouns = q.words.filter((w) => w.pos === 'NOUN' && pointedKeys.has(wordKey(w) ?? ''));
  const scored = scoreUnits(index, terms).filter(
    (s) =>
      s.literal > 0 &&
      (ownKeys.size === 0 ||
        s.matched.some((k) => ownKeys.has(k)) ||
        // "…, and what medication is used?" is answered by a sentence that names one ("benzodiazepines")
        (kindKey !== null && ownKeys.has(kindKey) && namesKind(s.unit))) &&
      // "a 32-bit copy of Windows" is not answered by what "a 64-bit processor" needs
      !speaksOfAnotherVariant(asked, s.unit.words) &&
      // nor "a kid's heart rate" by the adult values
      !speaksOfAnotherAgeGroup(q.words, s.unit.words) &&
      (swappedKeys.length === 0 || swappedKeys.some((t) => s.matched.includes(t.key))) &&
      !answersCompared(s) &&
      // nor "the flu" by a sentence about measles and varicella, and not the flu
      !speaksOfAnotherOfItsKind(kindNouns, s.unit.words, (w) => s.matched.includes(wordKey(w) ?? '')),
  );
  // a number the question names itself ("the 5 GHz band") is no answer to its "how many"
  // and "how many channels" is answered by a number of channels ("three non-overlapping channels")
  const counted = q.kind === 'number' ? countedNoun(q.words, isFrameWord) : undefined;
  const measures = (unit: ScoredUnit['unit']) =>
    (q.measure?.test(withoutAskedValues(unit.text, asked)) ?? false) &&
    (!counted || countsNoun(unit.words, counted));
  const negated = q.words.some((w) => /^(?:not|n['’]t|never|cannot|no|none)$/i.test(w.text));
  // what the question says of its subject ("hold" in "When should I hold metoprolol?"): words of its own (not carried
  // from the other part) that the material has and that are not names, codes, rare nouns or the kind of thing asked
  // for ("mask" in "what mask…", answered by a kind of mask); a sentence that has only the subject ("Metoprolol is a
  // beta blocker…") is about it, not an answer to what is asked of it (a definition, a comparison or a number asks of
  // the subject itself)
  const asksOfSubject = q.kind !== 'definition' && q.kind !== 'difference' && q.kind !== 'number';
  const predicate = !asksOfSubject
    ? []
    : terms.filter(
        (t) =>
          !t.specific &&
          !t.entity &&
          t.key !== kindKey &&
          (ownKeys.size === 0 || ownKeys.has(t.key)) &&
          (index.df.get(t.key) ?? 0) > 0,
      );
  const subjectKeysOnly = new Set(terms.filter((t) => t.specific || t.entity).map((t) => t.key));
  // the question's framing verbs ("check", "give" in "What do I need to check before I give digoxin?") are not
  // search terms, but one the material uses in few sentences says what is asked of the subject as well
  const lemmaOf = (w: Word) => w.lemma.toLowerCase();
  const framing = !asksOfSubject
    ? []
    : [
        ...new Set(
          q.words
            .filter((w) => w.pos === 'VERB' && isFrameWord(w))
            .map(lemmaOf)
            .filter((l) => {
              const n = index.units.filter((u) => u.words.some((x) => lemmaOf(x) === l)).length;
              return n > 0 && n <= FEW_SENTENCES;
            }),
        ),
      ];
  const aboutOnly = (s: ScoredUnit) =>
    (predicate.length > 0 || framing.length > 0) &&
    s.matched.every((k) => subjectKeysOnly.has(k)) &&
    !s.unit.words.some((w) => framing.includes(lemmaOf(w)));
  // (a kind of many senses, "part", "position", is too loose for WordNet to tell its members)
  const narrowKind = q.answerType !== undefined && taggedSenseCount(q.answerType) < COMMON_SENSES;
  // "Which religion's members refuse blood transfusions?": material that names no religion (nor the word) cannot say
  // which one, whatever it says of transfusions (WordNet's kinds decide; it knows Islam or Buddhism as religions, not
  // every group, so such a question may be refused where a lesson names one WordNet files elsewhere)
  if (narrowKind && kindKey && !index.units.some((u) => u.keys.has(kindKey) || namesKind(u))) return [];
  const kindNamed = narrowKind && scored.some((s) => s.coverage >= KIND_NAMED_COVERAGE && namesKind(s.unit));
  // "Can I keep charging it?", "Will a degausser wipe an SSD?": the ask itself (after any scene) opens with its verb
  const yesNo = /^(?:can|could|should|shall|may|must|is|are|do|does|will|would)\b/i.test(askText);
  const ranked = scored.map((s) => {
    let coverage = aboutOnly(s) ? s.coverage * SUBJECT_ONLY : s.coverage;
    // a number answers only if it is about the question's things: the sentence or its paragraph names most of them
    if (q.measure)
      coverage =
        measures(s.unit) && s.nounCoverage >= 0.5 && numberTiedToQuestion(s.unit, terms, q)
          ? coverage + 0.15
          : coverage * 0.5;
    if (q.kind === 'definition' && subjectLeads(s.unit, subjectKeys)) coverage += 0.1;
    if (q.kind === 'definition' && definesSubject(s.unit, subjectKeys)) coverage += 0.2;
    if (q.kind === 'calculation' && FORMULA.test(s.unit.text)) coverage += 0.15;
    if (q.kind === 'reason' && CAUSAL.test(s.unit.text)) coverage += 0.1;
    if (yesNo && RULING.test(s.unit.text)) coverage += 0.1;
    // "what do I do if …" asks for an action: a sentence where someone acts ("the nurse stops the transfusion")
    if (q.kind === 'procedure' && ACTION.test(s.unit.text)) coverage += 0.15;
    if (namesKind(s.unit)) coverage += 0.1;
    // where the material names a thing of the kind asked for, a sentence that names none (nor the kind) answers
    // something else: "Alcohol withdrawal can begin within 6 to 24 hours…" does not say what medication is used
    else if (kindNamed && kindKey !== null && !s.unit.keys.has(kindKey)) coverage *= OTHER_KIND;
    // "What can't I delegate?" asks for what the lesson rules out, not for what delegation is
    if (negated && NEGATION.test(s.unit.text)) coverage += 0.1;
    return { unit: s.unit, coverage };
  });
  // near ties go to the shorter sentence (more of it is about the question)
  ranked.sort((a, b) =>
    Math.abs(b.coverage - a.coverage) > 0.02
      ? b.coverage - a.coverage
      : a.unit.words.length - b.unit.words.length,
  );
  const stepped = q.ordinal ? orderedStep(index, ranked, q.ordinal) : undefined;
  // a question for a step ("What is step 4?") is answered by that step or not at all ("4G" is no step 4)
  if (q.ordinal && !stepped) return [];
  if (stepped) ranked.unshift(stepped);
  const best = ranked[0];
  // short of an answer, the nearest sentence, and the next one too where it comes as near (a tie is not the
  // engine's to break)
  if (best && best.coverage < MIN_COVERAGE && best.coverage >= NEAREST_COVERAGE && onNearest)
    onNearest(
      ranked
        .slice(0, 2)
        .filter(
          (r) => r.coverage >= Math.max(NEAREST_COVERAGE, best.coverage * 0.9) && isNearest(q, r, terms),
        ),
    );
  if (!best || best.coverage < MIN_COVERAGE) return [];
  // "What are the steps of …": the sentence that introduces the procedure, then each of its numbered steps
  if (q.allSteps) {
    const steps = numberedSteps(index, ranked);
    if (steps.length) {
      const intro = STEP.test(best.unit.text) ? [] : [best];
      return [...intro, ...steps.slice(0, 12).map((s) => ({ unit: s.unit, coverage: best.coverage }))];
    }
    // "List the steps" with nothing named: only numbered steps answer it
    const named = q.text.replace(/\b(?:list|name|give|tell)\b/gi, ' ');
    if (!termsFor(index, named).some((t) => (index.df.get(t.key) ?? 0) > 0)) return [];
  }
  const picks: Pick[] = [best];
  const sameKey = (a: Pick['unit'], b: Pick['unit']) =>
    a.passageNo === b.passageNo && a.sentenceNo === b.sentenceNo;
  const nextOf = (u: Pick['unit']) =>
    index.units.find((n) => n.passageNo === u.passageNo && n.sentenceNo === u.sentenceNo + 1);
  // a calculation also shows its worked step; a procedure the sentence that continues it
  if (q.kind === 'calculation' || q.kind === 'procedure') {
    const next = nextOf(best.unit);
    if (next && (q.kind === 'procedure' || WORKED.test(next.text) || FORMULA.test(next.text))) {
      picks.push({ unit: next, coverage: best.coverage });
      // a mode that lays out steps follows the procedure or the worked calculation to its end
      for (let n = nextOf(next); n && style?.continues?.(n.text, q.kind) && picks.length < 6; n = nextOf(n))
        picks.push({ unit: n, coverage: best.coverage, byMode: true });
    }
  }
  const bar = Math.max(MIN_COVERAGE, best.coverage * 0.9);
  for (const r of ranked.slice(1)) {
    if (picks.length >= max) break;
    if (r.coverage < bar) break;
    if (picks.some((p) => sameKey(p.unit, r.unit))) continue;
    picks.push(r);
  }
  const wants = style?.wants;
  if (wants) {
    for (const r of ranked.slice(1)) {
      if (picks.length >= max + (style.extra ?? 0) || r.coverage < bar) break;
      if (picks.some((p) => sameKey(p.unit, r.unit))) continue;
      if (
        wants(
          r.unit.text,
          picks.map((p) => p.unit.text),
          q.text,
        )
      )
        picks.push({ ...r, byMode: true });
    }
  }
  return picks;
}

/**
 * "What is the antidote if …": the noun the question's last sentence opens with, as a search term; none where it is a
 * kind of thing asked for ("what medication", "which port"), which a member of the kind answers.
 */
function askedNoun(q: Question, ask: string, terms: readonly QueryTerm[]): QueryTerm | undefined {
  const word = /^(?:what|which)(?:['’]s|\s+(?:is|are|was|were))?\s+(?:the\s+|an?\s+)?(\p{L}+)/iu.exec(
    ask.trim(),
  )?.[1];
  // (a kind whose members answer, "what medication", "which port", is the kind's own check)
  if (
    !word ||
    q.measureWord?.test(word) ||
    (q.answerType && word.toLowerCase().startsWith(q.answerType.slice(0, 4)))
  )
    return undefined;
  const w = q.words.find((x) => x.text === word && x.pos === 'NOUN' && !isFrameWord(x));
  const key = w ? wordKey(w) : null;
  return key ? terms.find((t) => t.key === key) : undefined;
}

/**
 * Whether the best sentence short of an answer may be offered as the nearest the material comes: the question asks
 * for no number and no step, and the sentence has a noun of the question (as written), beyond its everyday phrasing: "Read-back is the practice of repeating a verbal or telephone order back to the
 * prescriber" for "The doctor is giving me a new order over the phone. What do I need to do before we hang up?".
 */
function isNearest(q: Question, best: Pick, terms: readonly QueryTerm[]): boolean {
  if (q.measure || q.ordinal || q.allSteps || q.kind === 'number' || q.kind === 'difference') return false;
  return terms.some(
    (t) =>
      (t.pos === 'NOUN' || t.pos === 'PROPN') &&
      !t.common &&
      (best.unit.keys.has(t.key) || !!t.spelled?.some((k) => best.unit.keys.has(k))),
  );
}

/**
 * Whether a sentence names a thing of the kind a question asks for: a word WordNet places under it ("yellow" under
 * "colour", "respirator" under "mask"), not the kind word itself nor a word of the question.
 */
function namesKindOf(words: readonly Word[], kind: string, asked: readonly Word[]): boolean {
  const kinds = new Set([kind, kind.replace(/our$/, 'or')]);
  // a word of the question is what it asks about, not its answer ("home" in "home routers' admin address")
  const own = new Set(asked.map((w) => w.lemma));
  return words.some(
    (w) =>
      (w.pos === 'NOUN' || w.pos === 'ADJ' || w.pos === 'PROPN') &&
      !kinds.has(w.lemma) &&
      !own.has(w.lemma) &&
      hypernymChain(w.lemma, 2).some((h) => kinds.has(h)),
  );
}

const CLAUSE_END = /^[,;:]$/;
const OWNER_POS = new Set(['NOUN', 'PROPN', 'VERB']);

/**
 * Whether a number of the sentence belongs to what the question asks about: the words of the number's own clause
 * (its nouns and verbs; not a parenthetical that qualifies a number, like "(client)" in "DHCP uses UDP 67 (server) and
 * 68 (client)") must include one of the question's content words other than the measure word itself ("port"). A
 * sentence whose only link to the question sits in a qualifier does not answer "which port do mail clients use".
 */
function numberTiedToQuestion(unit: ScoredUnit['unit'], terms: readonly QueryTerm[], q: Question): boolean {
  // the measure word ("port") and a generic measure noun ("range", "level") say what kind of number, not whose
  // (nor does the adjective of "how deep", "how fast": "a depth of at least 5 cm" is the compressions')
  const howWords = new Set([...q.text.matchAll(/\bhow\s+(\w+)/gi)].map((m) => m[1]!.toLowerCase()));
  const subjectTerms = terms.filter(
    (t) => !q.measureWord?.test(t.text) && !MEASURE_NOUN.test(t.text) && !howWords.has(t.text.toLowerCase()),
  );
  if (subjectTerms.length === 0) return true;
  const words = unit.words;
  const qualifier = numberQualifiers(words);
  const owners = new Set<string>();
  words.forEach((w, i) => {
    // the number with its unit around it ("67", "5 V", "600 MB/s") is what the question measures
    if (
      !/\d/.test(w.text) ||
      qualifier.has(i) ||
      !q.measure?.test(unit.text.slice(w.start, Math.min(unit.text.length, w.end + 12)))
    )
      return;
    for (const k of clauseKeys(words, i, qualifier)) owners.add(k);
  });
  if (owners.size === 0) return true;
  // "It is inserted at an angle of about 30 degrees": the pronoun that opens the sentence is what owns its numbers,
  // and it stands for what the sentence before was about
  if (/^(?:it|they|this)\b/i.test(unit.text)) for (const k of unit.aliasKeys) owners.add(k);
  return subjectTerms.some(
    (t) =>
      owners.has(t.key) ||
      t.variants.some((v) => owners.has(v)) ||
      t.spelled?.some((k) => owners.has(k)) ||
      t.phrases.some((ph) => ph.every((k) => owners.has(k))),
  );
}

/** Positions of the words in a parenthesis right after a number ("67 (server)"): they qualify the number. */
function numberQualifiers(words: readonly Word[]): Set<number> {
  const out = new Set<number>();
  words.forEach((w, i) => {
    if (w.text !== '(' || !/\d/.test(words[i - 1]?.text ?? '')) return;
    for (let k = i; k < words.length && k <= i + 6; k++) {
      out.add(k);
      if (words[k]?.text === ')') break;
    }
  });
  return out;
}

/**
 * Keys of what owns the number at `at`: its clause's verb and subject ("SMTP uses TCP 25" → use, SMTP; "The nurse stays
 * … for the first 15 minutes" → stay, nurse); in a clause without a verb ("…, and platelets about 150,000") the nouns
 * before the number; with the number in subject position ("Port 3389 is used by RDP") the verb and nouns after it.
 */
function clauseKeys(words: readonly Word[], at: number, skip: ReadonlySet<number>): string[] {
  const near: string[] = [];
  const owner: string[] = [];
  let verb = false;
  let subject = false;
  const key = (w: Word) => (OWNER_POS.has(w.pos) && !isFrameWord(w) ? wordKey(w) : null);
  for (let i = at - 1; i >= 0; i--) {
    const w = words[i];
    if (!w) break;
    if (skip.has(i)) continue;
    // a boundary ends the clause once its subject is found ("NTP keeps clocks … and uses UDP 123": NTP owns 123)
    if (CLAUSE_END.test(w.text) || w.pos === 'CCONJ') {
      // a verbless phrase after a comma that opens with a preposition ("…, at a depth of at least 5 cm") goes on
      // with the clause before it: the compressions' depth
      const adjunct = !verb && w.text === ',' && words[i + 1]?.pos === 'ADP';
      if (!adjunct && (verb ? subject : near.length)) break;
      // between the verb and its subject, an aside in commas that opens with a preposition ("delirium tremens, with
      // confusion and hallucinations, typically appears …") says nothing of whose the number is: it is skipped
      if (verb && !subject && w.text === ',') {
        const open = aside(words, i);
        if (open !== null) i = open;
      }
      continue;
    }
    const k = key(w);
    // a verb marks the clause's subject even when it says nothing itself ("uses")
    if (w.pos === 'VERB') {
      verb = true;
      if (k) owner.push(k);
    } else if (k && verb) {
      owner.push(k);
      subject = true;
    } else if (k) near.push(k);
  }
  // what the verb does to the number's nouns ("CPR means compressions at 100 to 120 per minute") is theirs too
  if (verb) return [...owner, ...near];
  if (at > 0 && near.length && words.slice(0, at).some((w) => CLAUSE_END.test(w.text) || w.pos === 'CCONJ'))
    return near;
  // the number opens its clause: what follows says whose it is
  const after: string[] = [];
  for (let i = at + 1; i < words.length; i++) {
    const w = words[i];
    if (!w || CLAUSE_END.test(w.text)) break;
    const k = skip.has(i) ? null : key(w);
    if (k) after.push(k);
  }
  return [...near, ...after];
}

/**
 * The position of the comma that opens an aside ending at the comma `close` ("…, with confusion and hallucinations,"):
 * the words between start with a preposition and hold no verb and no other comma; null when there is none.
 */
function aside(words: readonly Word[], close: number): number | null {
  for (let i = close - 1; i >= 0 && i >= close - 12; i--) {
    const w = words[i];
    if (!w || w.pos === 'VERB' || w.pos === 'AUX' || /^[;:.]$/.test(w.text)) return null;
    if (w.text === ',') return words[i + 1]?.pos === 'ADP' ? i : null;
  }
  return null;
}

/** How well a numbered step answers the question for that step ("What is the third step?" → "Step 3 is …"). */
const NUMBERED_STEP_COVERAGE = 0.85;
const STEP = /^(?:step\s+(\d+)[:.)]?|(\d+)[.)])\s/i;

/** The numbered steps ("Step 7: …") of the procedure the best sentence belongs to, in order; [] when it has none. */
function numberedSteps(index: PassageIndex, ranked: readonly Pick[]): { unit: Pick['unit']; n: number }[] {
  const numbered = index.units
    .map((u) => ({ unit: u, n: Number(STEP.exec(u.text)?.slice(1).find(Boolean) ?? NaN) }))
    .filter((x) => Number.isFinite(x.n));
  const top = ranked[0];
  // near the sentence that best matches the question; with none ("What is the third step?" names only the step),
  // the material's one procedure, when it has exactly one (no step number twice)
  const near =
    top && top.coverage >= MIN_COVERAGE * 0.8
      ? numbered.filter(
          (x) => x.unit.passageNo >= top.unit.passageNo - 3 && x.unit.passageNo <= top.unit.passageNo + 3,
        )
      : [];
  const one = new Set(numbered.map((x) => x.n)).size === numbered.length;
  const steps =
    near.length >= 2 && new Set(near.map((x) => x.n)).size === near.length ? near : one ? numbered : [];
  steps.sort((a, b) => a.n - b.n);
  return steps.length >= 2 ? steps : [];
}

/** The first, last or n-th numbered step of the procedure the best sentence belongs to. */
function orderedStep(
  index: PassageIndex,
  ranked: readonly Pick[],
  ordinal: NonNullable<Question['ordinal']>,
): Pick | undefined {
  const steps = numberedSteps(index, ranked);
  const pick =
    ordinal === 'first' ? steps[0] : ordinal === 'last' ? steps.at(-1) : steps.find((s) => s.n === ordinal);
  // the lesson numbers its steps: the step asked for is stated as directly as a sentence that covers the question
  return pick
    ? { unit: pick.unit, coverage: Math.max(ranked[0]?.coverage ?? 0, NUMBERED_STEP_COVERAGE) }
    : undefined;
}

function confidenceOf(picks: readonly Pick[], q: Question): AnswerConfidence {
  const best = picks[0]?.coverage ?? 0;
  const measured = !q.measure || picks.some((p) => q.measure?.test(p.unit.text));
  const agreeing = picks.filter((p) => p.coverage >= 0.7).length;
  if (best >= 0.85 && measured) return 'high';
  if (best >= 0.7 && measured && agreeing >= 1) return agreeing >= 2 || best >= 0.8 ? 'high' : 'medium';
  if (best >= 0.65) return 'medium';
  return 'low';
}

/** Numbers the cited passages [n] in the order they are first used; the marker is empty when nothing is cited. */
class CitationList extends PassageCitations {
  constructor(private readonly cite: boolean) {
    super();
  }
  marker(p: KnowledgePassage): string {
    return this.cite ? ` [${this.number(p)}]` : '';
  }
}

export interface GroundedInput {
  question: Question;
  /**
   * The parts of a two-part question ("What port does RDP use and is it TCP or UDP?"), each answered from its own
   * passages; absent or one part: `question` alone.
   */
  parts?: Question[];
  /** Scopes in order (focus topic, then beyond); the first that answers is used. */
  scopes: { passages: readonly KnowledgePassage[]; label?: string }[];
  cite: boolean;
  level: 'beginner' | 'intermediate' | 'advanced';
  /** Sentences already given in the conversation (a "tell me more" follow-up skips them). */
  exclude?: { has(sentence: string): boolean; readonly size: number };
  /** The learning mode's offline style (learning-modes.ts); absent: the sentences as prose. */
  style?: ModeStyle | undefined;
}

interface ScopeAnswer {
  text: string;
  confidence: AnswerConfidence;
  /** The sentences the answer quotes. */
  sentences: string[];
  /** Laid out in Markdown blocks by the learning mode. */
  shaped?: boolean;
}

/** The answer to one question from one scope's index, or null when the scope does not answer it. */
function answerInScope(
  q: Question,
  index: PassageIndex,
  citations: CitationList,
  max: number,
  where: string,
  style?: ModeStyle,
  strict = false,
  onNearest?: (p: Pick[]) => void,
): ScopeAnswer | null {
  if (q.kind === 'difference' && q.sides) {
    const candidates = q.sides.map((side) =>
      answerUnits(
        index,
        { ...q, kind: 'definition', subject: side },
        side,
        SIDE_CANDIDATES,
        undefined,
        strict,
      ),
    );
    const same = (x: Pick, y: Pick) =>
      x.unit.passageNo === y.unit.passageNo && x.unit.sentenceNo === y.unit.sentenceNo;
    const [first = [], second = []] = candidates;
    // a sentence on both sides that sets one against the other ("Hibernate saves memory to disk, while sleep keeps
    // memory powered") or says what each is says how they differ
    // (and names each by what is its own: "incremental" and "differential", not the "backup" both share)
    const [ownA, ownB] = q.sides.map((side) => new Set(termsFor(index, side).map((t) => t.key)));
    const namesBoth = (x: Pick) =>
      [...(ownA ?? [])].some((k) => !ownB?.has(k) && x.unit.keys.has(k)) &&
      [...(ownB ?? [])].some((k) => !ownA?.has(k) && x.unit.keys.has(k));
    const contrast = first.find(
      (x) =>
        second.some((y) => same(x, y)) &&
        (CONTRAST.test(x.unit.text) || definesEach(x.unit.text)) &&
        namesBoth(x),
    );
    if (contrast)
      return {
        text: `${where}${sentenceWithMark(contrast.unit.text, citations.marker(contrast.unit.passage))}`,
        confidence: confidenceOf([contrast], { ...q, kind: 'definition' }),
        sentences: [contrast.unit.text],
      };
    // else each side by a sentence of its own where it has one, not one that merely names both
    const sides = q.sides.map((side, i) => {
      const own = candidates[i] ?? [];
      const other = candidates[1 - i] ?? [];
      const alone = own.find((x) => !other.some((y) => same(x, y)));
      return { side, picks: alone ? [alone] : own.slice(0, 1) };
    });
    const found = sides.filter((s) => s.picks.length > 0);
    if (found.length === 0) return null;
    // one sentence that merely names both ("choosing WPA3 or WPA2") does not tell them apart
    const [a, b] = found.map((s) => s.picks[0]!.unit);
    if (found.length === 2 && a && b && a.passageNo === b.passageNo && a.sentenceNo === b.sentenceNo) {
      return {
        text: `${where}The material names both in one sentence without saying how they differ: ${sentenceWithMark(a.text, citations.marker(a.passage))}`,
        confidence: 'low',
        sentences: [a.text],
      };
    }
    const lines = sides.map(({ side, picks }) => {
      const p = picks[0];
      return p
        ? `- **${side}:** ${sentenceWithMark(p.unit.text, citations.marker(p.unit.passage))}`
        : `- **${side}:** the material does not describe it.`;
    });
    const picks = found.flatMap((s) => s.picks);
    const confidence = found.length === 2 ? confidenceOf(picks, { ...q, kind: 'definition' }) : 'low';
    return {
      text: `${where}The material describes them side by side:\n\n${lines.join('\n')}`,
      confidence,
      sentences: picks.map((p) => p.unit.text),
    };
  }
  const picks = answerUnits(index, q, q.text, max, style, strict, onNearest);
  if (picks.length === 0) return null;
  const ordered = [...picks].sort(
    (a, b) => a.unit.passageNo - b.unit.passageNo || a.unit.sentenceNo - b.unit.sentenceNo,
  );
  const shown = ordered.map((p) => ({
    text: p.unit.text,
    mark: citations.marker(p.unit.passage),
    passage: p.unit.passage,
  }));
  const body = style?.shape(shown) ?? shown.map((s) => sentenceWithMark(s.text, s.mark)).join(' ');
  // a mode that laid the sentences out in blocks (a list, a formula line) starts them on a line of their own
  const blocks = body.includes('\n');
  return {
    text: blocks ? blockAfter(where, body) : `${where}${body}`,
    ...(blocks ? { shaped: true } : {}),
    confidence: confidenceOf(
      picks.filter((p) => !p.byMode),
      q,
    ),
    sentences: ordered.map((p) => p.unit.text),
  };
}

/** Text that leads into Markdown blocks ("From **Topic**:", a part's heading) on a line of its own. */
function blockAfter(lead: string, body: string): string {
  return lead.trim() ? `${lead.trim()}\n\n${body}` : body;
}

const CONFIDENCE_ORDER: AnswerConfidence[] = ['low', 'medium', 'high'];

/** An answer from the passages, or null when no scope has one. */
export function groundedAnswer(input: GroundedInput): GroundedAnswer | null {
  const max = input.level === 'beginner' ? 1 : input.level === 'advanced' ? 3 : 2;
  const indexes = new Map<number, PassageIndex>();
  const indexOf = (i: number): PassageIndex => {
    let index = indexes.get(i);
    if (!index) {
      index = indexPassages(input.scopes[i]?.passages ?? []);
      if (input.exclude?.size) index.units = index.units.filter((u) => !input.exclude?.has(u.text));
      indexes.set(i, index);
    }
    return index;
  };
  // the nearest sentence of the focus topic, for a question (or part) nothing answers
  const nearestOf = new Map<Question, Pick[]>();
  const answerFirstScope = (q: Question, citations: () => CitationList) => {
    for (const [i, scope] of input.scopes.entries()) {
      if (scope.passages.length === 0) continue;
      const list = citations();
      const where = scope.label ? `From **${scope.label}**: ` : '';
      // a scope beyond the focus topic (it has a label) must name what the question is about
      const answer = answerInScope(
        q,
        indexOf(i),
        list,
        max,
        where,
        input.style,
        Boolean(scope.label),
        scope.label ? undefined : (p) => p.length && nearestOf.set(q, p),
      );
      if (answer) return { ...answer, citations: list };
    }
    return null;
  };
  const nearestText = (q: Question, citations: CitationList) => {
    const picks = [...(nearestOf.get(q) ?? [])].sort(
      (a, b) => a.unit.passageNo - b.unit.passageNo || a.unit.sentenceNo - b.unit.sentenceNo,
    );
    return picks.length
      ? picks.map((p) => sentenceWithMark(p.unit.text, citations.marker(p.unit.passage))).join(' ')
      : null;
  };

  const parts = input.parts && input.parts.length > 1 ? input.parts : null;
  if (!parts) {
    const answer = answerFirstScope(input.question, () => new CitationList(input.cite));
    if (answer) return { text: answer.text, citations: answer.citations.list, confidence: answer.confidence };
    const citations = new CitationList(input.cite);
    const nearest = nearestText(input.question, citations);
    return nearest ? { text: nearest, citations: citations.list, confidence: 'low', nearest: true } : null;
  }
  // a two-part question: each part from its own passages, one numbering of the sources
  const citations = new CitationList(input.cite);
  const answers = parts.map((q) => answerFirstScope(q, () => citations));
  if (answers.every((a) => !a) && !parts.some((q) => nearestOf.has(q))) return null;
  const first = answers[0];
  // a later part whose best sentence was already given is answered above ("RDP uses TCP 3389" answers both
  // "what port does RDP use" and "is it TCP or UDP"); when every part is, the answer is said once
  const givenBefore = (i: number) => {
    const best = answers[i]?.sentences[0];
    return !!best && answers.slice(0, i).some((b) => b?.sentences.includes(best));
  };
  if (first && answers.every((a, i) => i === 0 || (a && givenBefore(i))))
    return { text: first.text, citations: citations.list, confidence: first.confidence };
  const answered = answers.map((a) => a?.text ?? '').join('\n');
  const text = parts
    .map((q, i) => {
      const heading = `**${partHeading(q, answered)}**`;
      const a = answers[i];
      if (!a) {
        const nearest = nearestText(q, citations);
        return nearest
          ? `${heading} I couldn't find that answered directly in the material. The nearest it comes: ${nearest}`
          : `${heading} I couldn't find that in the material.`;
      }
      if (givenBefore(i)) return `${heading} See above.`;
      return a.shaped ? blockAfter(heading, a.text) : `${heading} ${a.text}`;
    })
    .join('\n\n');
  const confidence = answers.every(Boolean)
    ? answers.reduce<AnswerConfidence>((low, a) => {
        const c = a?.confidence ?? 'low';
        return CONFIDENCE_ORDER.indexOf(c) < CONFIDENCE_ORDER.indexOf(low) ? c : low;
      }, 'high')
    : 'low';
  return { text, citations: citations.list, confidence };
}

/**
 * A part of the question as its heading, each word written as the answers write it inside a sentence ('which port
 * does imap use' → 'Which port does IMAP use?', 'telnet' → 'Telnet'); a word they do not use stays as typed.
 */
function partHeading(q: Question, answered: string): string {
  // the sentence that asks, without the scene before it ("My patient has the flu. What kind of isolation is that?")
  const asked =
    (q.asked ?? q.text)
      .trim()
      .split(/(?<=[.?!])\s+/)
      .at(-1) ?? '';
  const t = asked.replace(/[?.!]*$/, '').replace(/[\p{L}][\p{L}\p{N}]*/gu, (w) => {
    // only a word the student wrote in lower case takes the material's capitals ("raid" → RAID); one they
    // capitalised stays as written ("Mac" is not "MAC")
    if (capitals(w) > 0) return w;
    const written = asWritten(w, answered);
    return capitals(written) > 0 ? written : w;
  });
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}?`;
}

const capitals = (w: string) => w.replace(/[^\p{Lu}]/gu, '').length;
