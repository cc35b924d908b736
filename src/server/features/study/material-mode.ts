/**
 * The learning mode a path from the student's own material starts in: the subject its text plainly is (nursing notes
 * in the Nursing mode, networking notes in IT), else none, and the path stays 'general'. Read from the words alone:
 * each mode has terms that mark its subject (a phrase counts double, each term once); a mode is chosen when enough of
 * its terms occur, they are a real share of the text's words, and no other mode comes close. Writing has no such
 * terms (a story reads like any prose), so it is never guessed. The student can choose another mode on the path.
 */
import type { LearningMode } from '../../../shared/study/learning-modes';
import { stem, words } from '../../lib/ai/offline/text';

type GuessedMode = Exclude<LearningMode, 'writing'>;

/** Each mode's terms, comma-separated, a line of them at a time. */
const TERMS: Readonly<Record<GuessedMode, readonly string[]>> = {
  nursing: [
    'nurse, nursing, nclex, patient, medication, vital signs, blood pressure, heart rate',
    'respiratory rate, oxygen saturation, pulse oximetry, pulse, temperature, care plan',
    'nursing diagnosis, nursing intervention, administer, prescribed, physician, intravenous, infusion',
    'catheter, wound, dressing change, hypertension, hypotension, tachycardia, bradycardia, insulin',
    'blood glucose, heparin, warfarin, furosemide, digoxin, potassium, edema, dyspnea, auscultate',
    'lung sounds, bedside, discharge teaching, fall risk, pressure injury, pressure ulcer, hand hygiene',
    'isolation precautions, airway, sepsis, postoperative, preoperative, pain scale, analgesic, opioid',
    'contraindicated, adverse effect, side effects, mmhg, delegate, unlicensed assistive, triage',
    'ambulate, intake and output, dehydration, hypoglycemia, hyperkalemia, hypokalemia, heart failure',
    'myocardial infarction, pneumonia, antibiotic, dose, dosage, bed rest',
  ],
  it: [
    'network, networking, router, ip address, dns, dhcp, tcp, udp, port, ethernet, wi-fi, wireless',
    'firewall, vpn, subnet, subnet mask, default gateway, gateway, ping, ipconfig, ifconfig, traceroute',
    'tracert, nslookup, operating system, active directory, troubleshoot, troubleshooting, device driver',
    'bios, uefi, ram, cpu, motherboard, hard drive, ssd, printer, malware, antivirus, authentication',
    'encryption, comptia, help desk, lan, wan, vlan, protocol, bandwidth, latency, ssh, rdp, ftp, smtp',
    'mac address, virtual machine, raid, ethernet cable, fiber optic, twisted pair, switch port, patch',
    'windows update, command prompt, remote desktop, server, gbps, ghz',
  ],
  programming: [
    'programming, function, variable, loop, for loop, while loop, array, compiler, compile, syntax',
    'algorithm, recursion, recursive, python, javascript, typescript, java, source code, code, debug',
    'debugging, bug, exception, integer, boolean, return value, parameter, api, git, repository',
    'unit test, data structure, linked list, hash table, stack, queue, pointer, runtime, console, class',
    'method, object-oriented, inheritance, interface, null, string, iteration, big o, time complexity',
    'sorting, binary search',
  ],
  math: [
    'equation, formula, theorem, proof, derivative, integral, calculus, algebra, geometry, polynomial',
    'quadratic, fraction, denominator, numerator, exponent, logarithm, coefficient, slope, matrix, vector',
    'probability, median, angle, triangle, hypotenuse, pythagorean, sine, cosine, tangent, factorise',
    'factorize, linear equation, solve for, inequality, integer, prime number, multiply, divide, divisor',
    'square root, circumference, radius, parabola',
  ],
  science: [
    'cell, atom, molecule, electron, proton, neutron, chemical reaction, energy, force, velocity',
    'acceleration, gravity, photosynthesis, dna, gene, evolution, species, organism, ecosystem',
    'experiment, hypothesis, enzyme, protein, mitochondrion, mitochondria, periodic table',
    'chemical element, compound, ion, acid, ph, wavelength, physics, chemistry, biology, membrane',
    'nucleus, atp, newton, joule, kinetic energy, covalent bond, catalyst, genetics',
  ],
  history: [
    'century, empire, war, treaty, revolution, king, queen, dynasty, colonial, colony, independence',
    'monarchy, parliament, emperor, medieval, ancient, civil war, world war, battle, reign, conquest',
    'republic, feudal, renaissance, industrial revolution, historian, primary source, cold war, armistice',
    'invasion, army, troops, alliance, nationalism',
  ],
  literature: [
    'novel, poem, poetry, poet, stanza, metaphor, simile, imagery, narrator, protagonist, antagonist',
    'character, plot, theme, symbolism, sonnet, rhyme, tragedy, irony, foreshadowing, chapter',
    'shakespeare, literary, prose, alliteration, playwright, soliloquy, narrative voice, point of view',
  ],
  faith: [
    'god, jesus, christ, bible, scripture, gospel, prayer, church, faith, holy spirit, psalm, apostle',
    'prophet, covenant, salvation, sin, grace, worship, quran, allah, torah, mosque, synagogue',
    'resurrection, disciples, lord, epistle, theology, sermon, biblical',
  ],
};

interface Term {
  mode: GuessedMode;
  stems: readonly string[];
}

/** Terms by the stem of their first word, longest first (a phrase is matched before the words it contains). */
const BY_FIRST_STEM = new Map<string, Term[]>();
for (const [mode, list] of Object.entries(TERMS) as [GuessedMode, readonly string[]][]) {
  for (const term of list.flatMap((line) => line.split(','))) {
    const stems = words(term).map(stem);
    const first = stems[0];
    if (!first) continue;
    const terms = BY_FIRST_STEM.get(first) ?? [];
    terms.push({ mode, stems });
    terms.sort((a, b) => b.stems.length - a.stems.length);
    BY_FIRST_STEM.set(first, terms);
  }
}

/** At least this weight of distinct terms (a phrase 2, a word 1). */
const MIN_WEIGHT = 6;
/** The mode's terms are at least this share of the text's words. */
const MIN_SHARE = 0.03;
/** The mode's weight is at least this many times the next mode's. */
const MIN_LEAD = 1.5;
/** The text read (a long document's subject shows in its first pages). */
const READ_CHARS = 200_000;

export interface ModeScore {
  mode: GuessedMode;
  /** Distinct terms, a phrase counting 2. */
  weight: number;
  /** Words of the text that are part of one of the mode's terms. */
  share: number;
}

/** Every mode with a term in the text, the highest weight first. */
export function modeScores(text: string): ModeScore[] {
  const stems = words(text.slice(0, READ_CHARS)).map(stem);
  const found = new Map<GuessedMode, { terms: Set<string>; words: number }>();
  for (let i = 0; i < stems.length; i++) {
    // a word may open a term of several modes ('port' for IT, 'patient' for nursing); each mode takes its longest
    const taken = new Set<GuessedMode>();
    let longest = 1;
    for (const term of BY_FIRST_STEM.get(stems[i] ?? '') ?? []) {
      if (taken.has(term.mode) || !term.stems.every((s, k) => stems[i + k] === s)) continue;
      taken.add(term.mode);
      longest = Math.max(longest, term.stems.length);
      const f = found.get(term.mode) ?? { terms: new Set<string>(), words: 0 };
      f.terms.add(term.stems.join(' '));
      f.words += term.stems.length;
      found.set(term.mode, f);
    }
    i += longest - 1;
  }
  return [...found]
    .map(([mode, f]) => ({
      mode,
      weight: [...f.terms].reduce((n, t) => n + (t.includes(' ') ? 2 : 1), 0),
      share: f.words / Math.max(1, stems.length),
    }))
    .sort((a, b) => b.weight - a.weight || b.share - a.share);
}

/** The learning mode the text is plainly about, or undefined when none is (the path stays 'general'). */
export function materialLearningMode(text: string): GuessedMode | undefined {
  const [best, next] = modeScores(text);
  if (!best || best.weight < MIN_WEIGHT || best.share < MIN_SHARE) return undefined;
  if (next && best.weight < next.weight * MIN_LEAD) return undefined;
  return best.mode;
}
