/**
 * Quick-action artefacts built offline from a topic's passages (issue 14, spec 3 §9): a concept map of the terms the
 * lesson defines, a care plan draft sorted into its five stages, a timeline of dated events, numbered steps, a port
 * and protocol table. Each item cites the passage it comes from; what the material lacks is said, not invented.
 */
import type { KnowledgePassage } from '../../../../shared/schemas/ai';
import {
  CARE_PLAN_STAGES,
  type CarePlanStage,
  type QuickActionArtefact,
  type QuickActionInput,
} from '../../../../shared/schemas/quick-actions';
import { analyse } from '../../nlp/nlp';
import { PassageCitations } from './passage-citations';
import { topicPassages } from './passages';
import { findDefinitions } from './study';

interface Unit {
  text: string;
  passage: KnowledgePassage;
  /** Position in the lesson (passage, then sentence). */
  order: number;
}

function unitsOf(passages: readonly KnowledgePassage[]): Unit[] {
  return passages.flatMap((passage, p) =>
    analyse(passage.text).map((s, i) => ({
      text: s.text.replace(/\s+/g, ' ').trim(),
      passage,
      order: p * 1000 + i,
    })),
  );
}

export function buildQuickActionOffline(input: QuickActionInput): QuickActionArtefact {
  const passages = topicPassages(input.topic);
  const units = unitsOf(passages);
  const title = `${input.label}: ${input.topic.title}`;
  switch (input.artefact) {
    case 'concept-map':
      return conceptMap(title, input.topic.title, units);
    case 'care-plan':
      return carePlan(title, units);
    case 'timeline':
      return timeline(title, units);
    case 'steps':
      return steps(title, units, input.action === 'troubleshooting');
    case 'table':
      return portTable(title, units);
  }
}

// ───────────────────────────── concept map ─────────────────────────────

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50) || 'node';

function conceptMap(title: string, topicTitle: string, units: readonly Unit[]): QuickActionArtefact {
  const cites = new PassageCitations();
  const byText = new Map(units.map((u) => [u.text, u]));
  const defs = findDefinitions(units.map((u) => u.text).join(' '))
    .map((d) => ({ d, unit: byText.get(d.sentence) }))
    .filter((x): x is { d: (typeof x)['d']; unit: Unit } => x.unit !== undefined)
    .slice(0, 12);
  const center = { id: 'topic', label: topicTitle, detail: '', cites: [] as number[] };
  const nodes = [
    center,
    ...defs.map(({ d, unit }) => ({
      id: slug(d.term),
      label: d.term,
      detail: d.sentence,
      cites: [cites.number(unit.passage)],
    })),
  ];
  const edges: { from: string; to: string; label: string }[] = defs.map(({ d }) => ({
    from: 'topic',
    to: slug(d.term),
    label: 'defines',
  }));
  // a term whose definition names another term is linked to it, labelled with the words between them when short
  for (const { d } of defs) {
    for (const { d: other } of defs) {
      if (other === d) continue;
      const at = d.sentence.toLowerCase().indexOf(other.term.toLowerCase(), d.term.length);
      if (at < 0) continue;
      const between = d.sentence.slice(d.term.length, at).trim().split(/\s+/);
      edges.push({
        from: slug(d.term),
        to: slug(other.term),
        label: between.length <= 4 ? between.join(' ') : 'mentions',
      });
    }
  }
  const unique = [...new Map(nodes.map((n) => [n.id, n])).values()];
  const note =
    defs.length < 2
      ? 'The lesson defines too few terms to draw a map; ask Smarty about its key ideas instead.'
      : undefined;
  return {
    kind: 'concept-map',
    title,
    nodes: unique,
    edges: edges.slice(0, 48),
    citations: cites.list,
    ...(note ? { note } : {}),
  };
}

// ───────────────────────────── care plan ─────────────────────────────

/** What marks a sentence of a nursing lesson as belonging to a stage of the nursing process. */
const STAGE_CUES: Readonly<Record<CarePlanStage, RegExp>> = {
  assessment:
    /\b(?:assess\w*|monitor\w*|measur\w*|check\w*|observ\w*|record\w*|signs?\b|symptoms?|indicator|vital signs|laboratory values|auscultat\w*|inspect\w*)/i,
  diagnosis:
    /\b(?:deficit|excess|imbalance|risk for|impaired|ineffective|nursing diagnos\w*|related to|hypo\w+emia|hyper\w+emia|occurs when)\b/i,
  goals: /\b(?:goals?|outcomes?|expected|target|within (?:the )?normal|restore\w*|maintain\w*)\b/i,
  // what prevents a problem is done for the client ('prevention includes fluids, fibre, activity …')
  interventions:
    /\b(?:prevent\w*|administer\w*|give[sn]?|giving|gave|provide\w*|encourag\w*|teach\w*|educat\w*|position\w*|elevat\w*|restrict\w*|replace\w*|notif\w*|report\w*|infus\w*|solutions? such as|treat\w*)\b/i,
  evaluation: /\b(?:evaluat\w*|reassess\w*|effective\w*|response|improv\w*|resolv\w*|compare\w*)\b/i,
};

/** Fewer words than this say too little to be a step of a plan ('Grief is the response to loss.'). */
const CARE_PLAN_MIN_WORDS = 7;

/**
 * The stage a sentence belongs to: the one whose cues it has most of, the earliest cue breaking a tie ('keeps the head
 * of the bed elevated … to prevent aspiration' is an intervention, not a goal); none when it has no cue.
 */
function stageOf(text: string): CarePlanStage | undefined {
  let best: { stage: CarePlanStage; count: number; first: number } | undefined;
  for (const stage of CARE_PLAN_STAGES) {
    const hits = [...text.matchAll(new RegExp(STAGE_CUES[stage].source, 'gi'))];
    const first = hits[0]?.index;
    if (first === undefined) continue;
    if (!best || hits.length > best.count || (hits.length === best.count && first < best.first))
      best = { stage, count: hits.length, first };
  }
  return best?.stage;
}

/** Stages a condition's sentences must fill for the plan to be drawn from them alone. */
const FOCUS_MIN_STAGES = 2;

interface Condition {
  /** The term its first sentence defines ("Increased intracranial pressure (ICP)"). */
  term: string;
  definition: Unit;
  units: Unit[];
}

/**
 * The conditions a lesson covers, in order: a sentence that defines a term opens one, and the sentences after it in
 * its paragraph belong to it until the next definition.
 */
function conditionsOf(units: readonly Unit[]): Condition[] {
  const out: Condition[] = [];
  let current: Condition | undefined;
  for (const u of units) {
    if (current && current.definition.passage !== u.passage) current = undefined;
    const defined = findDefinitions(u.text)[0];
    if (defined && u.text.startsWith(defined.term)) {
      current = { term: defined.term, definition: u, units: [u] };
      out.push(current);
    } else current?.units.push(u);
  }
  return out;
}

/**
 * A care plan draft for one condition: a lesson that covers several ("Illness Management": raised intracranial
 * pressure, seizures, malignant hyperthermia …) is drawn from the sentences of the condition that fill most stages,
 * titled with it, and the note names the others; a lesson with no condition that fills two stages is drawn whole.
 */
function carePlan(title: string, units: readonly Unit[]): QuickActionArtefact {
  const cites = new PassageCitations();
  const usable = (u: Unit) =>
    // a sentence that opens on a pronoun ('It is used for …') means nothing out of its paragraph
    u.text.split(/\s+/).length >= CARE_PLAN_MIN_WORDS && !/^(?:it|this|that|they|these)\b/i.test(u.text);
  const stagedOf = (list: readonly Unit[]) => list.filter(usable).map((u) => ({ u, stage: stageOf(u.text) }));
  // a condition's definition states the problem the plan is for: its diagnosis, whatever its cues
  const conditions = conditionsOf(units)
    .map((c) => {
      const staged = stagedOf(c.units).map((x) =>
        x.u === c.definition ? { ...x, stage: 'diagnosis' as const } : x,
      );
      return { c, staged, stages: new Set(staged.map((x) => x.stage).filter(Boolean)).size };
    })
    .filter((x) => x.stages >= FOCUS_MIN_STAGES);
  const focus =
    conditions.length > 0 && conditionsOf(units).length > 1
      ? [...conditions].sort((a, b) => b.stages - a.stages || b.staged.length - a.staged.length)[0]
      : undefined;
  const drawn = focus ? focus.staged : stagedOf(units);
  const rows = CARE_PLAN_STAGES.map((stage) => {
    const items = drawn
      .filter((x) => x.stage === stage)
      .slice(0, 4)
      .map(({ u }) => ({ text: u.text, cites: [cites.number(u.passage)] }));
    return { stage, items };
  });
  const missing = rows.filter((r) => r.items.length === 0).map((r) => r.stage);
  const others = focus
    ? [...new Set(conditionsOf(units).map((c) => c.term))].filter((t) => t !== focus.c.term)
    : [];
  const note = [
    'Study draft built from the lesson, not a plan for a real patient.',
    focus && others.length
      ? `It is drawn for ${focus.c.term}; the lesson also covers ${others.slice(0, 4).join(', ')}.`
      : '',
    missing.length
      ? `The lesson says nothing for: ${missing.join(', ')} — fill these in from your course's care plan guidelines.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    kind: 'care-plan',
    title: focus ? `${title} — ${focus.c.term}` : title,
    rows,
    citations: cites.list,
    note,
  };
}

// ───────────────────────────── timeline ─────────────────────────────

const DATE =
  /\b(?:(?:in|by|from|until|after|before|around|c\.)\s+)?((?:1[0-9]{3}|20[0-9]{2})s?|[0-9]{1,2}(?:st|nd|rd|th) century(?: (?:BCE|CE|BC|AD))?|[0-9]{1,4} (?:BCE|CE|BC|AD))\b/;

function yearOf(when: string): number {
  const n = Number(/\d+/.exec(when)?.[0] ?? NaN);
  const bc = /\b(?:BCE|BC)\b/.test(when) ? -1 : 1;
  return /century/.test(when) ? bc * (n - 1) * 100 : bc * n;
}

function timeline(title: string, units: readonly Unit[]): QuickActionArtefact {
  const cites = new PassageCitations();
  const dated = units
    .map((u) => ({ u, when: DATE.exec(u.text)?.[1] }))
    .filter((x): x is { u: Unit; when: string } => Boolean(x.when))
    .sort((a, b) => yearOf(a.when) - yearOf(b.when) || a.u.order - b.u.order)
    .slice(0, 30);
  const events = dated.map(({ u, when }) => ({ when, text: u.text, cites: [cites.number(u.passage)] }));
  const note =
    events.length === 0 ? 'The lesson gives no dates, so there is no timeline to draw from it.' : undefined;
  return { kind: 'timeline', title, events, citations: cites.list, ...(note ? { note } : {}) };
}

// ───────────────────────────── steps ─────────────────────────────

const NUMBERED = /^(?:step\s+(\d+)[:.)]?|(\d+)[.)])\s+/i;
const ORDER_WORDS = /^(?:first|second|third|then|next|after that|finally|lastly)\b,?/i;
const CHECK_VERBS =
  /\b(?:check|verify|test|replace|restart|reboot|reseat|update|confirm|ensure|identify|establish|document|isolate|escalate|try)\b/i;

function isInstruction(text: string): boolean {
  const first = analyse(text)[0]?.words[0];
  return first?.pos === 'VERB' && first.text === first.text.charAt(0).toUpperCase() + first.text.slice(1);
}

function steps(title: string, units: readonly Unit[], troubleshooting: boolean): QuickActionArtefact {
  const cites = new PassageCitations();
  const numbered = units
    .map((u) => ({ u, n: Number(NUMBERED.exec(u.text)?.slice(1).find(Boolean) ?? NaN) }))
    .filter((x) => Number.isFinite(x.n));
  let picked: Unit[];
  if (numbered.length >= 2) {
    picked = numbered.sort((a, b) => a.n - b.n || a.u.order - b.u.order).map((x) => x.u);
  } else {
    picked = units.filter(
      (u) =>
        ORDER_WORDS.test(u.text) ||
        isInstruction(u.text) ||
        (troubleshooting ? CHECK_VERBS.test(u.text) : /=|\bformula\b|\bcalculat\w*/i.test(u.text)),
    );
  }
  const list = picked.slice(0, 12).map((u) => ({
    text: u.text.replace(/^(?:step\s+\d+[:.)]|\d+[.)])\s+/i, ''),
    cites: [cites.number(u.passage)],
  }));
  const note =
    list.length === 0
      ? troubleshooting
        ? 'This lesson has no troubleshooting procedure; the troubleshooting methodology topic of the path has one.'
        : 'The lesson has no worked procedure for this topic.'
      : undefined;
  return { kind: 'steps', title, steps: list, citations: cites.list, ...(note ? { note } : {}) };
}

// ───────────────────────────── port & protocol table ─────────────────────────────

/** "SSH uses TCP 22 for …", "DHCP uses UDP 67 (server) and 68 (client)", "NetBIOS … uses ports 137 to 139". */
const PORT_FACT =
  /^(?:[^:]*:\s+)?([A-Z][A-Za-z0-9/+-]*[A-Z0-9](?:\s\([^)]{2,40}\))?(?:\sover\s[A-Z/]+)?)(?:\s[a-z]+){0,4}\s+uses\s+(?:(TCP|UDP)\s+)?(?:ports?\s+)?(\d{1,5}(?:\s*\([a-z]+\))?(?:\s*(?:,|and|to|-|–)\s*(?:(?:TCP|UDP)\s+)?\d{1,5}(?:\s*\([a-z]+\))?)*)(.*)$/;

/** A sentence cut into its clauses that each state one protocol ("…, and IMAP uses TCP 143 …"). */
function portClauses(sentence: string): string[] {
  return sentence
    .replace(/[.;]$/, '')
    .split(
      /,?\s+and\s+(?=[A-Z][A-Za-z0-9/+-]*(?:\s\([^)]*\))?(?:\s\w+){0,4}\s+uses\s)|;\s+|,\s+(?=[A-Z][A-Za-z0-9/+-]*\s+uses\s)/,
    )
    .map((c) => c.trim());
}

function portTable(title: string, units: readonly Unit[]): QuickActionArtefact {
  const cites = new PassageCitations();
  const rows: { cells: string[]; cites: number[] }[] = [];
  const seen = new Set<string>();
  for (const u of units) {
    for (const clause of portClauses(u.text)) {
      const m = PORT_FACT.exec(clause);
      if (!m) continue;
      const protocol = (m[1] ?? '').trim();
      if (seen.has(protocol)) continue;
      seen.add(protocol);
      const rest = (m[4] ?? '').trim();
      const transport = m[2] ?? /\b(TCP|UDP)\b/.exec(`${m[3] ?? ''} ${rest}`)?.[1] ?? '—';
      const purpose = rest
        .replace(/^,\s*/, '')
        .replace(/^(?:for|to)\s+/i, '')
        .trim();
      rows.push({
        cells: [
          protocol,
          (m[3] ?? '').replace(/\s+/g, ' '),
          transport,
          purpose ? purpose.charAt(0).toUpperCase() + purpose.slice(1) : '—',
        ],
        cites: [cites.number(u.passage)],
      });
    }
  }
  const note =
    rows.length === 0
      ? "This topic's lesson names no port numbers; the path's ports and protocols topic lists them."
      : undefined;
  return {
    kind: 'table',
    title,
    columns: ['Protocol', 'Port(s)', 'Transport', 'Purpose'],
    rows,
    citations: cites.list,
    ...(note ? { note } : {}),
  };
}
