import { describe, expect, it } from 'vitest';
import { syllabusOf } from '../../../features/study/catalogue/catalogue';
import {
  studyChatInputSchema,
  type ChatTurn,
  type KnowledgePassage,
  type StudyChatInput,
} from '../../../../shared/schemas/ai';
import { answerStudyChat } from './chat';
import { topicPassages } from './passages';

function topic(path: string, title: RegExp) {
  const t = syllabusOf(path).find((x) => title.test(x.title));
  if (!t) throw new Error(`no topic ${title}`);
  return { title: t.title, summary: t.summary, content: t.content, sources: t.sources };
}
const PORTS = topic('comptia-a-plus', /^TCP and UDP Ports/);
const STORAGE = topic('comptia-a-plus', /^Selecting and Installing Storage Devices/);
const DOSAGE = topic('nclex-rn', /^Dosage Calculation/);
const PRINTERS = topic('comptia-a-plus', /^Troubleshooting Printer Issues/);
const METHODOLOGY = topic('comptia-a-plus', /^Troubleshooting Methodology/);
const WIRELESS = topic('comptia-a-plus', /^Wireless Networking/);
const ENVIRONMENT = topic('comptia-a-plus', /^Environmental Impacts/);
const EDITIONS = topic('comptia-a-plus', /^Microsoft Windows Editions/);
const PRECAUTIONS = topic('nclex-rn', /^Standard Precautions/);
const SUBSTANCE = topic('nclex-rn', /^Abuse and Neglect, Substance Use/);
const MOBILE_SECURITY = topic('comptia-a-plus', /^Securing Mobile Devices/);
const MOBILE_HARDWARE = topic('comptia-a-plus', /^Mobile Device Hardware/);
const VITAL_SIGNS = topic('nclex-rn', /^Vital Signs and Laboratory Values/);

const ask = (message: string, extra: Partial<StudyChatInput> = {}) =>
  answerStudyChat(studyChatInputSchema.parse({ message, citeSources: true, ...extra }));
/** The answer without [n] markers (source titles hold objective numbers). */
const plain = (text: string) => text.replace(/\s?\[\d+\]/g, '');

describe('grounded offline answers (knowledge layer)', () => {
  it('short of an answer, offers the nearest sentence as that, never a number or a step', () => {
    const notes = (content: string) => ({ title: 'Notes', summary: '', content });
    const care = notes(
      "A referral sends the client to another service. A referral needs the provider's order. SBAR is a structured " +
        'communication technique: situation, background, assessment and recommendation.',
    );
    // nothing says who pays: the two sentences that come as near are offered as the nearest, not as the answer
    const near = ask('Who pays for a referral to a specialist abroad?', { topic: care });
    expect(plain(near.text)).toMatch(
      /^I couldn't find that answered directly in the material for \*\*Notes\*\*\. The nearest it comes: A referral sends the client to another service\. A referral needs the provider's order\./,
    );
    expect(near.confidence).toBe('low');
    expect(near.citations).toHaveLength(1);
    // one sentence clearly nearest is offered alone
    const one = ask('Who pays for a referral to a specialist abroad?', {
      topic: notes(
        'A referral sends the client to another service. SBAR is a structured communication technique.',
      ),
    });
    expect(plain(one.text)).toMatch(
      /The nearest it comes: A referral sends the client to another service\.\s*$/m,
    );
    // a number of something else would mislead: no nearest for "how many", nor for a step
    for (const q of ['How many referrals can a client have?', 'What is the third step of a referral?'])
      expect(plain(ask(q, { topic: care }).text)).toMatch(/^I couldn't find that in the material/);
    // nor a sentence that shares only everyday words with the question
    expect(plain(ask('Who pays for the trip abroad?', { topic: care }).text)).toMatch(
      /^I couldn't find that in the material/,
    );
    // in a lesson: the read-back rule is the nearest to a phoned-in order, said as such
    const collab = topic('nclex-rn', /^Collaboration, Continuity of Care/);
    expect(
      plain(
        ask('The surgeon is phoning in a medication order. What should I do before ending the call?', {
          topic: collab,
        }).text,
      ),
    ).toMatch(
      /^I couldn't find that answered directly[^\n]*The nearest it comes: Read-back is the practice of repeating/,
    );
  });

  it('says it has no answer to a price, a kind it never names, or the thing a question compares with', () => {
    const notes = (content: string) => ({ title: 'Notes', summary: '', content });
    // a price is an amount of money, not "85 to 150"
    const exam = notes('The exam has between 85 and 150 items and a time limit of five hours.');
    expect(plain(ask('How much does the exam cost?', { topic: exam }).text)).toMatch(
      /^I couldn't find that in the material/,
    );
    expect(plain(ask('How many items does the exam have?', { topic: exam }).text)).toMatch(
      /85 and 150 items/,
    );
    // "which religion": material that names none cannot say which
    const beliefs =
      'Cultural and religious beliefs influence decisions about blood transfusion; the nurse offers a chaplain.';
    expect(plain(ask('Which religion forbids blood transfusions?', { topic: notes(beliefs) }).text)).toMatch(
      /^I couldn't find that in the material/,
    );
    expect(
      plain(
        ask('Which religion forbids pork?', {
          topic: notes(`${beliefs} Observant Muslims follow Islam, whose dietary laws forbid pork.`),
        }).text,
      ),
    ).toMatch(/^Observant Muslims follow Islam/);
    // naloxone is what the question compares with: its sentence answers for opioids, not benzodiazepines
    expect(
      plain(
        ask('What is the antidote for a benzodiazepine overdose, just as naloxone does for opioids?', {
          topic: SUBSTANCE,
        }).text,
      ),
    ).toMatch(/^I couldn't find that in the material/);
  });

  it('"What is the <noun> if …" asks for that noun: material that never names it has no answer', () => {
    const notes = (content: string) => ({ title: 'Notes', summary: '', content });
    const pain = 'Acetaminophen can damage the liver, and the maximum daily dose must not be exceeded.';
    const q = 'What is the antidote if someone overdoses on acetaminophen?';
    expect(plain(ask(q, { topic: notes(pain) }).text)).toMatch(/^I couldn't find that in the material/);
    expect(
      plain(ask(q, { topic: notes(`${pain} The antidote for acetaminophen is acetylcysteine.`) }).text),
    ).toMatch(/acetylcysteine/);
    expect(
      plain(ask('Which cable do I need if the printer is far away?', { topic: notes(pain) }).text),
    ).toMatch(/^I couldn't find that in the material/);
  });

  it("a part's heading takes the material's capitals only for a word the student wrote in lower case", () => {
    const notes = {
      title: 'Networking',
      summary: '',
      content:
        'Ipconfig shows the IP address on Windows. On a Mac, ifconfig shows it. A MAC address identifies a network ' +
        'card. RAID 1 mirrors two drives.',
    };
    // (the second answer says "MAC address": the student's "Mac" is another word)
    const a = ask('What does raid 1 do, and what identifies the network card on a Mac?', {
      topic: notes,
    }).text;
    expect(a).toMatch(/\*\*What does RAID 1 do\?\*\*/);
    expect(a).toMatch(/\*\*What identifies the network card on a Mac\?\*\* A MAC address/);
    // a part's heading is the sentence that asks, not the scene before it
    const b = ask('My office is all Windows PCs. What shows the IP address, and what does RAID 1 do?', {
      topic: notes,
    }).text;
    expect(b).toMatch(/^\*\*What shows the IP address\?\*\* Ipconfig shows/);
  });

  it('a number in a phrase that goes on with its clause is that clause\'s ("…, at a depth of at least 5 cm")', () => {
    const cpr = topic('nclex-rn', /^Medical Emergencies/);
    expect(plain(ask('How deep should compressions be?', { topic: cpr }).text)).toMatch(/at least 5 cm/);
    const both = plain(
      ask("Someone collapses and isn't breathing. How fast and how deep do I do compressions?", {
        topic: cpr,
      }).text,
    );
    expect(both).toMatch(/100 to 120 per minute/);
    expect(both).toMatch(/at least 5 cm/);
    expect(both).not.toMatch(/couldn't find/);
  });

  it('what a question asks of a drug may be said by its framing verbs ("check before I give")', () => {
    const drugs = topic('nclex-rn', /^Expected Actions, Adverse Effects/);
    expect(plain(ask('What do I need to check before I give digoxin?', { topic: drugs }).text)).toMatch(
      /^The nurse takes the apical pulse for a full minute before giving it/,
    );
  });

  it('an acronym the lesson writes keeps the lesson\'s sense ("IV" is not "four")', () => {
    const blood = topic('nclex-rn', /^Blood Transfusion/);
    // "the unit is completed within four hours" says nothing of IV fluids
    expect(plain(ask('Which IV fluid can I hang with a unit of blood?', { topic: blood }).text)).not.toMatch(
      /within four hours/,
    );
  });

  it('another lesson that never names what the question is about does not answer it', () => {
    const injuries = topic('nclex-rn', /^Injury Prevention/);
    const passages = topicPassages(injuries);
    // "… storing medications and chemicals out of children's reach" says nothing of hemoglobin
    const direct = plain(
      ask('What is a normal hemoglobin for a child?', { topic: VITAL_SIGNS, passages }).text,
    );
    expect(direct).toMatch(/^I couldn't find that in the material/);
    // "and for a child?" after a question about a woman's hemoglobin swaps the phrase, not the subject
    const history: ChatTurn[] = [
      { role: 'user', content: 'What is a normal hemoglobin for a woman?' },
      { role: 'assistant', content: 'Hemoglobin is about 12 to 16 g/dL in women.' },
    ];
    const swapped = plain(ask('and for a child?', { topic: VITAL_SIGNS, passages, history }).text);
    expect(swapped).toMatch(/^I couldn't find that in the material/);
    const man = plain(ask('and for a man?', { topic: VITAL_SIGNS, passages, history }).text);
    expect(man).toMatch(/14 to 18 g\/dL in men/);
  });

  it('reads a clipped word as the word the material has ("benzos")', () => {
    const notes = {
      title: 'Seizures',
      summary: '',
      content: 'Benzodiazepines such as lorazepam are first-line drugs for status epilepticus.',
    };
    expect(plain(ask('What are benzos used for?', { topic: notes }).text)).toMatch(/status epilepticus/);
  });

  it('a yes-or-no question is answered by the sentence that rules on it', () => {
    const notes = {
      title: 'Data destruction',
      summary: '',
      content:
        'A degausser wipes magnetic hard drives and backup tapes with a strong magnetic field. Solid-state drives ' +
        'store data in flash memory, which a magnetic field does not erase.',
    };
    expect(plain(ask('Will a degausser wipe a solid-state drive?', { topic: notes }).text)).toMatch(
      /which a magnetic field does not erase/,
    );
  });

  it('reads a slip of spelling as the word the material has, and only a slip', () => {
    const own = {
      title: 'Anticoagulants',
      summary: '',
      content:
        'Heparin is monitored with the activated partial thromboplastin time (aPTT). Its antidote is protamine sulfate.\n\nWarfarin is monitored with the INR. Its antidote is vitamin K.',
    };
    expect(plain(ask('What is the antidote for heprin?', { topic: own }).text)).toMatch(/protamine sulfate/);
    expect(plain(ask('How is warfrin monitored?', { topic: own }).text)).toMatch(/INR/);
    // three letters from any word of the material is another word, not a slip
    expect(plain(ask('What is the antidote for dabigatran?', { topic: own }).text)).toMatch(
      /^I couldn't find that in the material/,
    );
    // a number of a misspelt thing is still that thing's
    expect(plain(ask('What is a normal potasium level?', { topic: VITAL_SIGNS }).text)).toMatch(
      /potassium 3\.5 to 5\.0 mEq\/L/,
    );
  });

  it('the scene before a question sets it up; the question sentence says what is asked', () => {
    // the scene's words ("blood", "floor", "visitor") would otherwise outweigh the question's own
    const a = plain(
      ask(
        'A visitor spilled blood on the floor near my patient with C. difficile and I need to clean my hands. Which is used, hand rub or soap?',
        { topic: PRECAUTIONS },
      ).text,
    );
    expect(a).toMatch(/soap and water are used because alcohol does not kill spores/);
    // a question with nothing of its own is read from its scene as written
    // a question that points back to its scene is asked of what the scene names: measles and varicella are other
    // contagious diseases than the flu, so their airborne precautions are not the flu's
    expect(
      plain(ask('My patient has the flu. What kind of isolation is that?', { topic: PRECAUTIONS }).text),
    ).not.toMatch(/Airborne precautions/);
    // a name of the scene the material never uses is not a subject it lacks
    const phone = topic('comptia-a-plus', /^Mobile Network Connectivity/);
    expect(
      plain(ask("I'm using a Xiaomi phone. What does airplane mode do?", { topic: phone }).text),
    ).toMatch(/^Airplane mode is a setting that turns off all wireless radios/);
    // nor one beside a thing the material has, which the question may point back to ("that": the address)
    const network = {
      title: 'Network issues',
      summary: '',
      content:
        'Limited connectivity with an address in the 169.254.0.0/16 range means the client could not reach a DHCP ' +
        'server and gave itself an APIPA address. Latency is the delay before data arrives.',
    };
    expect(
      plain(
        ask(
          'My laptop says limited connectivity and ipconfig shows an address starting with 169.254. What does that tell me?',
          {
            topic: network,
          },
        ).text,
      ),
    ).toMatch(/^Limited connectivity with an address in the 169\.254/);
    const scene = plain(ask('My patient has MRSA. What do I do?', { topic: PRECAUTIONS }).text);
    expect(scene).toMatch(/^Contact precautions are used for organisms spread by touch, such as MRSA/);
  });

  it('"what medication…" is answered by a sentence that names a medication, not by one that only shares the context', () => {
    // "Alcohol withdrawal can begin within 6 to 24 hours…" has more of the question's words but names no medication
    const one = plain(ask('What medication is used for alcohol withdrawal?', { topic: SUBSTANCE }).text);
    expect(one).toMatch(/^Treatment uses benzodiazepines/);
    const two = plain(
      ask('How long does alcohol withdrawal last, and what medication is used?', { topic: SUBSTANCE }).text,
    );
    expect(two).toMatch(/6 to 24 hours/);
    expect(two).toMatch(/\*\*What medication is used\?\*\* Treatment uses benzodiazepines/);
  });

  it("a sentence that only names the subject does not answer what is asked of it ('When should I hold metoprolol?')", () => {
    // a student's own notes: the hold rule follows the sentence that defines the drug and does not name it again
    const notes = {
      title: 'Antihypertensive Drugs',
      summary: '',
      content:
        'Metoprolol is a cardioselective beta blocker used for hypertension, angina and heart failure. Hold the ' +
        'dose and notify the provider if the apical pulse is below 60 beats per minute or the systolic blood ' +
        'pressure is below 90 mmHg. Common side effects include fatigue, dizziness and bradycardia.',
      sources: [],
    };
    const hold = ask('When should I hold metoprolol?', { topic: notes });
    expect(plain(hold.text)).toMatch(
      /^Hold the dose and notify the provider if the apical pulse is below 60/,
    );
    // the drug is named only in the sentence before: the answer is not sure of itself
    expect(hold.confidence).not.toBe('high');
    // asked of the drug itself, the defining sentence is the answer
    expect(plain(ask('What is metoprolol?', { topic: notes }).text)).toMatch(
      /^Metoprolol is a cardioselective/,
    );
    expect(plain(ask('What are the side effects of metoprolol?', { topic: notes }).text)).toMatch(
      /^Common side effects include fatigue/,
    );
  });

  it('an everyday verb the lesson happens to use ("kept" / "keeps") weighs as phrasing, not as what is asked', () => {
    const a = plain(
      ask('What can happen to computers kept in a very humid room?', { topic: ENVIRONMENT }).text,
    );
    expect(a).toMatch(/high humidity causes condensation and corrosion/);
  });

  it("an acronym the student uses finds the expansion the lesson writes (WordNet's, not one the lesson defines)", () => {
    const tb = plain(
      ask('What mask do I need for a patient with TB, and what kind of room do they go in?', {
        topic: PRECAUTIONS,
      }).text,
    );
    expect(tb).toMatch(/N95 respirator/);
    expect(tb).toMatch(/negative pressure/);
    expect(tb).not.toMatch(/couldn't find/);
    // "delirium tremens, with confusion and hallucinations, typically appears 48 to 72 hours …": the aside in commas
    // does not hide whose number it is
    const dts = plain(
      ask("How long after someone's last drink can the DTs kick in?", { topic: SUBSTANCE }).text,
    );
    expect(dts).toMatch(/48 to 72 hours/);
  });

  it('"it" after a definition stands for the defined thing and what defines it, and owns the numbers it opens', () => {
    // "A SODIMM is the small outline dual in-line memory module used in laptops. It is inserted at an angle of about
    // 30 degrees …"
    const a = plain(
      ask('At what angle do I slide a laptop memory stick into its slot?', { topic: MOBILE_HARDWARE }).text,
    );
    expect(a).toMatch(/about 30 degrees/);
  });

  it('says it has no answer rather than give one for something else', () => {
    const own = {
      title: 'Anticoagulants',
      summary: 'From cardiac-pharm.pdf, p. 1.',
      content:
        'Heparin is monitored with the activated partial thromboplastin time (aPTT). Its antidote is protamine sulfate.\n\nWarfarin is monitored with the INR. Its antidote is vitamin K.',
    };
    // a drug no dictionary knows, never in the material: heparin's antidote is not dabigatran's
    expect(plain(ask('What is the antidote for dabigatran?', { topic: own }).text)).toMatch(
      /^I couldn't find that in the material/,
    );
    expect(plain(ask('What is the antidote for heparin?', { topic: own }).text)).toMatch(/protamine sulfate/);
    // nor when the drug is named in the scene the question points back to
    expect(plain(ask('My patient is on dabigatran. What is its antidote?', { topic: own }).text)).toMatch(
      /^I couldn't find that in the material/,
    );
    expect(plain(ask('My patient is on heparin. What is its antidote?', { topic: own }).text)).toMatch(
      /protamine sulfate/,
    );
    // the thing asked for ("antidote") is never named: what the lesson says of benzodiazepines does not answer it
    expect(
      plain(ask('What is the antidote for benzodiazepine overdose?', { topic: SUBSTANCE }).text),
    ).toMatch(/^I couldn't find that in the material/);
    // material that never speaks of children has no child's values
    expect(plain(ask("What's normal for a kid's heart rate?", { topic: VITAL_SIGNS }).text)).toMatch(
      /^I couldn't find that in the material/,
    );
    expect(plain(ask('What is a normal adult heart rate?', { topic: VITAL_SIGNS }).text)).toMatch(
      /60 to 100/,
    );
    // a follow-up that swaps in a newborn needs a sentence about newborns, not the adult values again
    const history: ChatTurn[] = [
      { role: 'user', content: "What's a normal adult respiratory rate?" },
      { role: 'assistant', content: 'A respiratory rate of 12 to 20 breaths per minute.' },
    ];
    expect(plain(ask('And for a newborn?', { topic: VITAL_SIGNS, history }).text)).toMatch(
      /^I couldn't find that in the material/,
    );
  });

  it('a pronoun after a name of the same question stands for that name, not for the previous question', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'What port does RDP use?' },
      { role: 'assistant', content: 'RDP (Remote Desktop Protocol) uses TCP 3389.' },
    ];
    const a = plain(ask('What port does SSH use and is it TCP or UDP?', { topic: PORTS, history }).text);
    expect(a).toMatch(/SSH uses TCP 22/);
    expect(a).not.toMatch(/3389/);
  });

  it('a question negated with "no" asks for what the lesson rules out', () => {
    const a = plain(ask('Which screen lock gives no protection at all?', { topic: MOBILE_SECURITY }).text);
    expect(a).toMatch(/swipe offers no security/);
  });

  it('a number the question names is not its answer, nor is another variant of it', () => {
    // the lesson says only that 5 GHz has "many more" non-overlapping channels, with no count for any region
    const channels = plain(
      ask('How many non-overlapping channels does the 5 GHz band have in Europe?', { topic: WIRELESS }).text,
    );
    expect(channels).toMatch(/^I couldn't find that in the material/);
    // the lesson gives what Windows 11 (64-bit) needs, nothing on what a 32-bit copy can use
    const ram = plain(
      ask('What is the most RAM a 32-bit copy of Windows can use?', { topic: EDITIONS }).text,
    );
    expect(ram).toMatch(/^I couldn't find that in the material/);
    // the same lesson still answers for the variant it does name
    expect(plain(ask('How much RAM does Windows 11 need?', { topic: EDITIONS }).text)).toMatch(/4 GB of RAM/);
  });

  it('a port question gets the port fact, cited to the passage it comes from', () => {
    const a = ask('What port does RDP use?', { topic: PORTS });
    expect(plain(a.text)).toMatch(/\b3389\b/);
    expect(plain(a.text)).not.toMatch(/\bFTP\b/);
    expect(a.text).toMatch(/\[1\]/);
    expect(a.citations[0]?.passage).toContain('3389');
    expect(a.citations[0]?.passageId).toMatch(/:\d+$/);
    expect(a.confidence).toBe('high');
    // the lesson is this product's text written to the exam objective: the citation says so, and links the objectives
    expect(a.citations[0]?.title).toBe(`Smarty lesson (follows ${PORTS.sources[0]?.title})`);
    expect(a.citations[0]?.url).toBe(PORTS.sources[0]?.url);
  });

  it('"difference between X and Y" puts both definitions side by side', () => {
    const a = ask('How does RAID 0 differ from RAID 1?', { topic: STORAGE });
    expect(a.text).toMatch(/\*\*RAID 0:\*\*[^\n]*strip/i);
    expect(a.text).toMatch(/\*\*RAID 1:\*\*[^\n]*mirror/i);
  });

  it('the closing "for …" of a where / when / how question says in which case, not what is asked about', () => {
    const notes = {
      title: 'Emergencies',
      summary: '',
      content:
        'Anaphylaxis is a severe, life-threatening allergic reaction with airway swelling, wheezing and hypotension. ' +
        'The first-line treatment is intramuscular epinephrine into the mid-outer thigh, repeated if needed. ' +
        'Sepsis is organ dysfunction caused by a dysregulated response to infection.',
    };
    expect(plain(ask('Where does the epinephrine shot go for anaphylaxis?', { topic: notes }).text)).toMatch(
      /^The first-line treatment is intramuscular epinephrine into the mid-outer thigh/,
    );
    // a question whose only word the material has is in that phrase is about it
    expect(plain(ask('How do I know what to do for anaphylaxis?', { topic: notes }).text)).toMatch(
      /^Anaphylaxis is/,
    );
  });

  it("a difference is told by a sentence that sets one against the other, else by each side's own sentence", () => {
    const power = (contrast: string) => ({
      title: 'Power',
      summary: '',
      content: `Power Options configure power plans, sleep and hibernate, and what closing the lid does. ${contrast}`,
    });
    // the sentence that merely names both is not the answer when another contrasts them
    const a = plain(
      ask("What's the difference between sleep and hibernate?", {
        topic: power('Hibernate saves memory to disk and powers off, while sleep keeps memory powered.'),
      }).text,
    );
    expect(a).toMatch(/^Hibernate saves memory to disk and powers off, while sleep keeps memory powered\./);
    // nor when each has a sentence of its own
    const b = plain(
      ask("What's the difference between sleep and hibernate?", {
        topic: power(
          'Hibernate saves memory to disk and powers off. Sleep keeps memory powered for a quick resume.',
        ),
      }).text,
    );
    expect(b).toMatch(/\*\*sleep:\*\* Sleep keeps memory powered/);
    expect(b).toMatch(/\*\*hibernate:\*\* Hibernate saves memory to disk/);
    // a "but" in a sentence about one side sets nothing against the other
    const c = plain(
      ask("What's the difference between sleep and hibernate?", {
        topic: power(
          'Hibernate saves memory to disk, but resuming takes longer. Sleep keeps memory powered.',
        ),
      }).text,
    );
    expect(c).toMatch(/\*\*sleep:\*\* Sleep keeps memory powered/);
    // one sentence that says what each is tells them apart
    const memory = {
      title: 'Memory',
      summary: '',
      content:
        'A DIMM is the full-size memory module used in desktops, and a SODIMM is the smaller module used in laptops. ' +
        'ECC memory corrects single-bit errors.',
    };
    const d = ask("What's the difference between a DIMM and a SODIMM?", { topic: memory });
    expect(plain(d.text)).toMatch(/^A DIMM is the full-size memory module used in desktops, and a SODIMM is/);
    expect(d.confidence).not.toBe('low');
  });

  it('"how do I calculate" gives the formula and a worked step', () => {
    const a = plain(ask('How would I calculate the mL per hour for an infusion?', { topic: DOSAGE }).text);
    expect(a).toMatch(/divided by/);
    expect(a).toMatch(/1,000 mL over 8 hours/);
  });

  it('a follow-up ("and Telnet?") is read against the previous question', () => {
    const first = ask('Which port does SSH listen on?', { topic: PORTS });
    expect(plain(first.text)).toMatch(/\b22\b/);
    const history: ChatTurn[] = [
      { role: 'user', content: 'Which port does SSH listen on?' },
      { role: 'assistant', content: first.text },
    ];
    const next = plain(ask('and Telnet?', { topic: PORTS, history }).text);
    expect(next).toMatch(/Telnet uses TCP 23/);
    expect(next).not.toMatch(/\b22\b/);
  });

  it('a follow-up with a pronoun ("Is it faster than SATA?", "Is it encrypted?") is about the previous subject', () => {
    const turn = (content: string): ChatTurn[] => [
      { role: 'user', content },
      { role: 'assistant', content: ask(content, { topic: STORAGE }).text },
    ];
    const faster = plain(
      ask('Is it faster than SATA?', { topic: STORAGE, history: turn('What is NVMe?') }).text,
    );
    expect(faster).toMatch(/NVMe is a protocol designed for flash storage/);
    const encrypted = plain(
      ask('Is it encrypted?', {
        topic: PORTS,
        history: [{ role: 'user', content: 'What about SSH?' }],
        level: 'beginner',
      }).text,
    );
    expect(encrypted).toMatch(/SSH uses TCP 22 for encrypted/);
  });

  it('"Can you give an example?" gives one of what was just asked about, worked in numbers if the lesson works it', () => {
    const a = plain(
      ask('Can you give an example?', {
        topic: DOSAGE,
        history: [{ role: 'user', content: 'What is the drop factor?' }],
      }).text,
    );
    expect(a).toMatch(/1,000 × 15 ÷ 480, about 31 drops per minute/);
    expect(a).not.toMatch(/central venous access device/i);
  });

  it('a negated question ("What can\'t I delegate?") gets what the lesson rules out, not the definition', () => {
    const a = plain(
      ask("What can't I delegate?", {
        topic: topic('nclex-rn', /^Prioritization, Assignment, Delegation/),
        level: 'beginner',
      }).text,
    );
    expect(a).toMatch(/does not delegate the nursing process activities that require judgment/);
  });

  it('a follow-up that swaps what is done ("And take off first?") keeps what it is done to (PPE)', () => {
    const precautions = topic('nclex-rn', /^Standard Precautions/);
    const a = plain(
      ask('And take off first?', {
        topic: precautions,
        passages: topicPassages(topic('nclex-rn', /^The NCLEX-RN Exam/)),
        history: [{ role: 'user', content: 'What PPE do I put on first?' }],
      }).text,
    );
    expect(a).toMatch(/PPE/);
    expect(a).not.toMatch(/airway, breathing and circulation/);
  });

  it('"What do I do if …" gets the action the lesson gives, not the causes', () => {
    const a = plain(
      ask('What do I do if the client gets a fever during a transfusion?', {
        topic: topic('nclex-rn', /^Blood Transfusion/),
        level: 'beginner',
      }).text,
    );
    expect(a).toMatch(/the nurse stops the transfusion immediately/);
  });

  it('steps: all of them in order, the n-th, the last, and no "step 4" where the lesson numbers none', () => {
    const method = topic('comptia-a-plus', /^Troubleshooting Methodology/);
    const all = plain(ask('What are the steps of the troubleshooting methodology?', { topic: method }).text);
    const at = (n: number) => all.indexOf(`Step ${n} is`);
    expect([1, 2, 3, 4, 5, 6].map(at).every((i, k, list) => i >= 0 && (k === 0 || i > list[k - 1]!))).toBe(
      true,
    );
    const third = ask('What is the third step?', { topic: method, level: 'beginner' });
    expect(plain(third.text)).toMatch(/^Step 3 is to test the theory/);
    expect(third.confidence).toBe('high');
    const malware = topic('comptia-a-plus', /^SOHO Malware Removal/);
    expect(plain(ask('What is the last step?', { topic: malware, level: 'beginner' }).text)).toMatch(
      /^Step 7: educate the end user/,
    );
    const ports = ask('What is step 4?', {
      topic: PORTS,
      passages: topicPassages(topic('comptia-a-plus', /^Mobile Network Connectivity/)),
    });
    expect(plain(ports.text)).toMatch(/couldn't find that/);
    expect(plain(ports.text)).not.toMatch(/4G/);
  });

  it('a refusal never says the focus topic covers other topics; it offers them as other topics of the path', () => {
    const a = ask('What is a zero-day exploit?', {
      topic: topic('comptia-a-plus', /^Troubleshooting Methodology/),
      passages: topicPassages(PORTS),
    }).text;
    expect(a).toMatch(/couldn't find that/);
    expect(a).not.toMatch(/It covers “TCP and UDP Ports/);
    expect(a).toMatch(/Other topics of your path may have it: “TCP and UDP Ports/);
    // another path's material found in the learner's library is not offered as this path's topics
    const library = ask('What is a zero-day exploit?', {
      topic: topic('comptia-a-plus', /^Troubleshooting Methodology/),
      passages: topicPassages(PORTS).map((p) => ({ ...p, library: true })),
    }).text;
    expect(library).toMatch(/couldn't find that/);
    expect(library).not.toMatch(/TCP and UDP Ports/);
  });

  it('a difference question answered by one sentence naming both says it does not tell them apart (low confidence)', () => {
    const soho = {
      title: 'SOHO networks',
      summary: '',
      content:
        'A secure SOHO setup starts with changing the default password and choosing WPA3 or WPA2 with a strong passphrase. Port forwarding sends an outside port to one inside host.',
      sources: [],
    };
    const a = ask('What is the difference between WPA2 and WPA3?', { topic: soho });
    expect(plain(a.text)).toMatch(/names both in one sentence without saying how they differ/);
    expect(a.text).not.toMatch(/\*\*WPA2:\*\*/);
    expect(a.confidence).toBe('low');
  });

  it('a sentence that says "it" for the subject of the sentence before answers about that subject (digoxin)', () => {
    const a = plain(
      ask('What should I check before giving digoxin?', {
        topic: topic('nclex-rn', /^Expected Actions, Adverse Effects/),
        level: 'beginner',
      }).text,
    );
    expect(a).toMatch(/^The nurse takes the apical pulse for a full minute before giving it/);
  });

  it('a thing named twice ("printer prints") counts once: the sentence on the symptom answers', () => {
    // a beginner gets the one best sentence
    const a = plain(
      ask('What should I do if my printer prints faded pages?', { topic: PRINTERS, level: 'beginner' }).text,
    );
    expect(a).toMatch(/^Faded print means low toner or ink/);
    expect(a).not.toMatch(/Lines down the printed pages/);
  });

  it('a sentence sharing no word of the question, only a WordNet sense of one, is no answer', () => {
    // 'topping' is read as the verb 'top', whose synonym 'clear' is in 'in clear text' of the Telnet sentence
    const a = ask('What is the best pizza topping?', { topic: PORTS });
    expect(a.text).toMatch(/^I couldn't find that in the material/);
    expect(a.text).not.toMatch(/Telnet/);
    // the student's own wording still finds the lesson's when the sentence has a word of the question too
    expect(plain(ask('Which port is RDP on?', { topic: PORTS }).text)).toMatch(/\b3389\b/);
  });

  it('says plainly when the material does not have it, and what it does cover (never an unrelated passage)', () => {
    const a = ask('Which port does Kerberos use?', { topic: PORTS });
    expect(a.text).toMatch(/^I couldn't find that in the material for \*\*TCP and UDP Ports/);
    expect(a.text).toMatch(/It covers “/);
    expect(a.text).not.toMatch(/\b\d{2,5}\b/);
    expect(a.citations).toEqual([]);
    expect(a.confidence).toBe('low');
  });

  it('what a refusal suggests asking about are topics of the path or terms the lesson defines, not step labels or fragments', () => {
    // a quick action's request with no focus topic (History mode on CompTIA A+): the passages retrieved over the path
    // include the troubleshooting steps ('Step 3 is to test the theory …', 'A confirmed theory leads to …')
    const passages = [METHODOLOGY, WIRELESS].flatMap((t) => topicPassages(t));
    const request =
      'Primary Source Analyzer: please help me with "CompTIA A+". Give a focused, step-by-step study aid for this action.';
    const refusal = ask(request, { passages, learningMode: 'history' });
    expect(refusal.text).toMatch(/^I couldn't find that in the material/);
    const offered = [...refusal.text.matchAll(/“([^”]+)”/g)].map((m) => m[1]);
    expect(offered.length).toBeGreaterThan(0);
    // without a focus topic: the path's topics the retrieved material comes from
    for (const o of offered) expect([METHODOLOGY.title, WIRELESS.title]).toContain(o);
    expect(offered).toContain(METHODOLOGY.title);

    // with the topic in focus: the terms its lesson defines as things, never 'Step 3' (an instruction) or
    // 'Confirmed theory' (a theory in a state, in a sentence about what happens next)
    const lesson = {
      title: 'Testing a Theory',
      summary: '',
      content:
        'Step 3 is to test the theory to determine the cause. A confirmed theory leads to the next steps to resolve the problem. ' +
        'A theory of probable cause is an educated guess about what causes the problem, based on the symptoms. ' +
        'Escalation is the handing of a problem to a senior technician or the vendor when it is beyond your scope.',
      sources: [],
    };
    const inTopic = ask('Which port does Kerberos use?', { topic: lesson });
    expect(inTopic.text).toMatch(/^I couldn't find that in the material for \*\*Testing a Theory/);
    expect([...inTopic.text.matchAll(/“([^”]+)”/g)].map((m) => m[1])).toEqual([
      'Theory of probable cause',
      'Escalation',
    ]);
  });

  it('a number answers only when it belongs to what the question asks about, not to a word in a qualifier', () => {
    const topicOf = (content: string) => ({
      title: 'Directory and Time Services',
      summary: '',
      content,
      sources: [],
    });
    const services = topicOf(
      'Kerberos issues tickets for network sign-in and listens on TCP 88. NTP keeps clocks in step and uses UDP 123 (server) and 124 (client). ' +
        'A backup agent copies files to a vault every night.',
    );
    // "client" only qualifies NTP's second port: the question asks about backup clients, whose port the lesson never gives
    const miss = ask('Which port do backup clients connect to when they upload archives?', {
      topic: services,
    });
    expect(miss.text).toMatch(/^I couldn't find that in the material/);
    expect(plain(miss.text)).not.toMatch(/\b12[34]\b/);
    // the owner named in the question still gets its number
    expect(plain(ask('Which port does Kerberos listen on?', { topic: services }).text)).toMatch(/\bTCP 88\b/);
    expect(plain(ask('What port does NTP use?', { topic: services }).text)).toMatch(/\bUDP 123\b/);
  });

  it('"what is X" prefers the sentence that defines X over a shorter one that only mentions it', () => {
    // the lesson defines the SSD in one sentence and opens the next paragraph with 'SSDs use different interfaces.'
    expect(plain(ask('What is an SSD?', { topic: STORAGE }).text)).toMatch(
      /^A solid-state drive \(SSD\) is a storage device that stores data in flash memory/,
    );
    const both = plain(ask('What is the difference between an SSD and an HDD?', { topic: STORAGE }).text);
    expect(both).toMatch(/\*\*SSD:\*\* A solid-state drive \(SSD\) is a storage device/);
    expect(both).toMatch(/\*\*HDD:\*\* A hard disk drive \(HDD\) is a storage device/);
  });

  it('with no focus topic answers from the passages retrieved over the path', () => {
    const passages: KnowledgePassage[] = [PORTS, STORAGE].flatMap((t) => topicPassages(t));
    const a = ask('Which port is used by LDAP?', { passages });
    expect(plain(a.text)).toMatch(/From \*\*TCP and UDP Ports[^*]*\*\*: .*\b389\b/);
    expect(a.citations[0]?.passage).toContain('389');
  });

  it('falls back from the focus topic to the rest of the path', () => {
    const passages = topicPassages(PORTS);
    const a = plain(
      ask('What does RAID 5 need at least?', {
        topic: DOSAGE,
        passages: [...topicPassages(STORAGE), ...passages],
      }).text,
    );
    expect(a).toMatch(/From \*\*Selecting and Installing Storage Devices\*\*/);
    expect(a).toMatch(/three drives/);
  });

  it("'Use syllabus content' off stops using the syllabus passages", () => {
    const a = ask('What port does RDP use?', {
      topic: PORTS,
      useSyllabus: false,
      passages: topicPassages(PORTS),
    });
    expect(plain(a.text)).not.toMatch(/3389/);
  });

  it("'Include citations' off leaves out markers and sources", () => {
    const a = ask('What port does RDP use?', { topic: PORTS, citeSources: false });
    expect(a.text).toMatch(/3389/);
    expect(a.text).not.toMatch(/\[\d+\]/);
    expect(a.citations).toEqual([]);
  });

  it('understands paraphrase: an acronym asked by its expansion', () => {
    const a = plain(ask('Which port does the Remote Desktop Protocol use?', { topic: PORTS }).text);
    expect(a).toMatch(/\b3389\b/);
  });

  const lesson = (title: string, content: string) => ({ title, summary: '', content, sources: [] });

  it('a question word the material never uses finds its WordNet relative (derived form, similar adjective, attribute)', () => {
    const storeRoom = lesson(
      'Storing Paper Stock',
      'Paper should be stored flat in its wrapping. High humidity makes paper curl and jam in the feeder. ' +
        'A dependable supplier ships paper in sealed cartons. Toner cartridges are kept upright.',
    );
    // humid → humidity (derivation)
    expect(plain(ask('What goes wrong with paper in a humid room?', { topic: storeRoom }).text)).toMatch(
      /High humidity makes paper curl/,
    );
    // trustworthy → dependable (similar adjective)
    expect(plain(ask('How does a trustworthy supplier ship paper?', { topic: storeRoom }).text)).toMatch(
      /sealed cartons/,
    );
  });

  it('a word the material has keeps its own sense: relatives are not used for it', () => {
    const a = ask('How should toner cartridges be kept?', {
      topic: lesson(
        'Consumables',
        'Toner cartridges are kept upright. Keep spare drums in their light-proof bags.',
      ),
    });
    expect(plain(a.text)).toMatch(/kept upright/);
  });

  it('a two-part question is answered part by part, each from its own passage, with one numbering of sources', () => {
    const a = ask('Which port does IMAP use, and why is Telnet unsafe?', { topic: PORTS });
    const text = plain(a.text);
    expect(text).toMatch(/\*\*Which port does IMAP use\?\*\*[^\n]*\b143\b/);
    expect(text).toMatch(/\*\*Why is Telnet unsafe\?\*\*[^\n]*clear text/);
    expect(a.citations.map((c) => c.index)).toEqual([1, 2]);
    expect(a.citations[0]?.passage).toContain('143');
    expect(a.citations[1]?.passage).toContain('clear text');
  });

  it('a part typed in lower case is headed with the acronyms as the answer writes them', () => {
    const text = plain(ask('which port does imap use, and why is telnet unsafe?', { topic: PORTS }).text);
    expect(text).toMatch(/\*\*Which port does IMAP use\?\*\*/);
    // 'Telnet' opens the answer's sentence only, so nothing says how it is written: it stays as typed
    expect(text).toMatch(/\*\*Why is telnet unsafe\?\*\*/);
  });

  it("a part that refers back carries the other part's subject; one sentence answering both is said once", () => {
    const a = plain(ask('What port does SMTP use and is it TCP or UDP?', { topic: PORTS }).text);
    expect(a).toMatch(/^SMTP uses TCP 25/);
    expect(a).not.toMatch(/\*\*/);
  });

  it('a two-part question whose second part the material lacks says so for that part', () => {
    const a = ask('Which port does HTTPS use, and who invented it?', { topic: PORTS });
    expect(plain(a.text)).toMatch(/\b443\b/);
    expect(a.text).toMatch(/\*\*Who invented it\?\*\* I couldn't find that in the material\./);
    expect(a.confidence).toBe('low');
  });

  it('a number about something the material never names gets the honest reply, not another value', () => {
    const labs = lesson(
      'Reading a Chemistry Panel',
      'Serum sodium is about 135 to 145 mEq/L and serum potassium about 3.5 to 5.0 mEq/L. The platelet count is about 150,000 to 400,000 per mm3.',
    );
    const miss = ask('What is a normal serum magnesium level?', { topic: labs });
    expect(miss.text).toMatch(/^I couldn't find that in the material/);
    expect(plain(ask('What is a normal serum sodium level?', { topic: labs }).text)).toMatch(/135 to 145/);
    expect(plain(ask('What is the normal range for platelets?', { topic: labs }).text)).toMatch(/150,000/);
  });

  it('a rate question needs a number per unit of time, not any value', () => {
    const vitals = lesson(
      'Ward Observation Rounds',
      'A normal adult respiratory rate is 12 to 20 breaths per minute.\n\nPotassium chloride is always diluted before an infusion, and serum potassium is about 3.5 to 5.0 mEq/L.',
    );
    expect(plain(ask('What is a normal breathing rate?', { topic: vitals }).text)).toMatch(
      /12 to 20 breaths/,
    );
    const miss = ask('What is the maximum infusion rate for potassium chloride?', { topic: vitals });
    expect(miss.text).toMatch(/^I couldn't find that/);
  });

  it('"how fast" takes a number per unit of time, "how deep" a length; a bare second part asks about the first part\'s subject', () => {
    const cpr = lesson(
      'Resuscitation Drill',
      'Chest compressions are given at 100 to 120 per minute.\n\nEach chest compression reaches a depth of at least 5 cm.\n\nThe drill ends with a debrief.',
    );
    const a = plain(ask('How fast are chest compressions given, and how deep?', { topic: cpr }).text);
    expect(a).toMatch(/100 to 120 per minute/);
    expect(a).toMatch(/at least 5 cm/);
  });

  it('"what is the longest…" needs a length: a lesson without one gets the honest reply', () => {
    const cables = lesson(
      'Patch Cabling',
      'A patch cable connects a computer to a wall jack. Cat 6 patch cables carry 10 Gbps. Label both ends of every cable.',
    );
    expect(ask('What is the longest a patch cable can be?', { topic: cables }).text).toMatch(
      /^I couldn't find that/,
    );
  });
});

describe('everyday phrasing (fifth held-out batch, general causes)', () => {
  const lesson = (title: string, content: string) => ({ title, summary: title, content, sources: [] });
  const COOLING = lesson(
    'Cooling',
    'Fans move air through the case, and liquid cooling uses a pump, tubes and a radiator to carry heat away. Thermal paste is a compound that fills the microscopic gaps between the heat sink and the processor. Cooling keeps components within temperature limits.',
  );
  const TRIAGE = topic('nclex-rn', /^Emergency Response/);

  it('an everyday verb the material does not use ("goes") weighs as phrasing, even when a synonym of it ("move") is there', () => {
    const a = plain(
      ask('What goes between the processor and the cooler to fill the tiny gaps?', { topic: COOLING }).text,
    );
    expect(a).toMatch(/thermal paste/i);
    expect(a).not.toMatch(/Fans move air/);
  });

  it('a number belongs to the question when its clause names what is measured, not merely the measure ("range")', () => {
    const drugs = topic('nclex-rn', /^Expected Actions, Adverse Effects/);
    // the lithium sentence has "range", a number and, in another clause, "sodium": it is not sodium's normal range
    const sodium = plain(
      ask('What is the normal range for sodium?', { topic: drugs, level: 'beginner' }).text,
    );
    expect(sodium).not.toMatch(/Lithium/);
    expect(sodium).toMatch(/couldn't find that/);
    const lithium = plain(
      ask('What is the therapeutic range of lithium?', { topic: drugs, level: 'beginner' }).text,
    );
    expect(lithium).toMatch(/0\.6 to 1\.2 mEq\/L/);
  });

  it('beyond the focus topic, a sentence must name the rare thing asked about ("hyperkalemia"), not only "treated"', () => {
    const vitals = topic('nclex-rn', /^Vital Signs and Laboratory Values/);
    const triage = topicPassages(topic('nclex-rn', /^Emergency Response/));
    const a = plain(
      ask('How is hyperkalemia treated?', { topic: vitals, passages: triage, level: 'beginner' }).text,
    );
    expect(a).not.toMatch(/colour categories|red \(immediate\)/);
    expect(a).toMatch(/couldn't find that/);
  });

  it('a phrasal verb the tagger reads as an adverb ("should I back up") is a verb of the question', () => {
    const a = plain(
      ask("When should I back up the user's data?", {
        topic: topic('comptia-a-plus', /^Troubleshooting Methodology/),
        level: 'beginner',
      }).text,
    );
    expect(a).toMatch(/Backing up data belongs to the first step/);
  });

  it('"what colour …" prefers the sentence that names a colour', () => {
    const a = plain(
      ask('In a mass casualty event, what colour tag does someone with a stable broken leg get?', {
        topic: TRIAGE,
        level: 'beginner',
      }).text,
    );
    expect(a).toMatch(/yellow \(delayed\)/);
  });
});
