import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { studyAi, type StudyAi } from '../../../testing/study-ai';
import { NETWORK_NOTES } from '../../../testing/fixtures/network-notes';
import { GENERAL_TEXT, IT_NOTES, NURSING_NOTES } from '../../../testing/fixtures/pasted-notes';
import { makePdf } from '../../../testing/pdf-factory';
import {
  call,
  pathFromText,
  sseEvents,
  startPath,
  studyUser,
  type TestUser,
} from '../../../testing/study-helpers';
import { knowledgeSources, studyPathSubtopics } from '../../db/schema';
import type { StudyPath } from '../../../shared/schemas/study';
import type { Subtopic } from '../../../shared/schemas/subtopics';
import {
  materialEventSchema,
  OWN_MATERIAL_MESSAGES,
  type MaterialEvent,
} from '../../../shared/schemas/own-material';
import { OWN_MATERIAL_LIMITS } from '../../../shared/limits';
import { seedStudyCatalogue } from './catalogue/seed';
import { SseReader } from '../../../testing/sse-reader';
import { searchPassages } from './knowledge.service';
import { ownedTopic } from './study-access';
import { aiTopicContext } from './topic-context';
import type { Roadmap } from '../../../shared/schemas/roadmap';

let t: TestApp;
let ai: StudyAi;
let notes: Uint8Array;

beforeAll(async () => {
  ai = studyAi();
  t = await createTestApp({}, { ai: ai.engine });
  await seedStudyCatalogue(t.deps);
  notes = await makePdf(NETWORK_NOTES, { title: 'Networking notes' });
});
afterAll(async () => {
  await t.close();
});

function upload(
  user: TestUser,
  path: string,
  files: { name: string; bytes: Uint8Array }[],
  fields: Record<string, string> = {},
  stream = false,
) {
  const form = new FormData();
  for (const f of files)
    form.append('file', new Blob([f.bytes as BlobPart], { type: 'application/pdf' }), f.name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return t.request(path, {
    method: 'POST',
    cookie: user.cookie,
    body: form,
    headers: { origin: TEST_ORIGIN, ...(stream ? { accept: 'text/event-stream' } : {}) },
  });
}

async function createFromNotes(user: TestUser): Promise<StudyPath> {
  const res = await upload(user, '/api/smarty/material-paths', [{ name: 'network-notes.pdf', bytes: notes }]);
  expect(res.status).toBe(201);
  return ((await res.json()) as { studyPath: StudyPath }).studyPath;
}

async function topicLesson(user: TestUser, pathId: string, topicId: string) {
  const res = await call(t, user, 'GET', `/api/smarty/study-paths/${pathId}/topics/${topicId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { topic: { content: string; summary: string; subtopics: Subtopic[] } }).topic;
}

describe("a study path from the student's own PDF", () => {
  it('makes the printed headings the topics in order, nested headings their subtopics, lessons with page numbers', async () => {
    const user = await studyUser(t);
    const path = await createFromNotes(user);
    expect(path.topics.map((x) => x.title)).toEqual(['Network Ports', 'Cabling', 'Wireless Standards']);
    const first = await topicLesson(user, path.id, path.topics[0]!.id);
    expect(first.summary).toBe('From network-notes.pdf, pp. 1–2.');
    expect(first.subtopics.map(({ title, page }) => ({ title, page }))).toEqual([
      { title: 'Remote Access', page: 2 },
    ]);
    expect(first.content).toContain('(p. 2)\n\nRemote Desktop Protocol (RDP) uses TCP port 3389');
    const cabling = await topicLesson(user, path.id, path.topics[1]!.id);
    expect(cabling.content.startsWith('(p. 3)')).toBe(true);
    expect(cabling.content).not.toContain('3389');
  });

  it('streams its progress and ends with the path', async () => {
    const user = await studyUser(t);
    const res = await upload(
      user,
      '/api/smarty/material-paths',
      [{ name: 'network-notes.pdf', bytes: notes }],
      {},
      true,
    );
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = new SseReader(res.body as ReadableStream<Uint8Array>);
    const events: MaterialEvent[] = [];
    for (let frame = await reader.nextData(); frame; frame = await reader.nextData())
      events.push(materialEventSchema.parse(frame.data));
    const stages = events
      .filter((e) => e.type === 'progress')
      .map((e) => (e.type === 'progress' ? e.stage : ''));
    expect([...new Set(stages)]).toEqual(['reading', 'outlining', 'indexing']);
    const done = events.at(-1);
    expect(done?.type).toBe('complete');
    expect(done?.type === 'complete' && done.studyPath.topics).toHaveLength(3);
  });

  it('answers from the PDF and cites its page', async () => {
    const user = await studyUser(t);
    const path = await createFromNotes(user);
    const res = await call(t, user, 'POST', '/api/smarty/ask', {
      question: 'Which port does RDP use?',
      smarty: {
        studyPathId: path.id,
        focusTopicId: path.topics[0]!.id,
        useSyllabus: true,
        citeSources: true,
      },
    });
    const done = (await sseEvents(res)).at(-1) as {
      type: string;
      fullResponse: string;
      citations?: { title: string; passage?: string; url?: string }[];
    };
    expect(done.type).toBe('complete');
    expect(done.fullResponse).toMatch(/3389/);
    const cited = done.citations?.find((c) => c.passage?.includes('3389'));
    expect(cited?.title).toBe('network-notes.pdf, p. 2');
    expect(cited?.url).toMatch(/^\/api\/pdf-management\/serve-pdf\/[0-9a-f]{64}\.pdf#page=2$/);
  });

  it("makes quizzes whose questions point into the student's pages", async () => {
    const user = await studyUser(t);
    const path = await createFromNotes(user);
    const res = await call(
      t,
      user,
      'POST',
      `/api/smarty/study-paths/${path.id}/topics/${path.topics[0]!.id}/quiz`,
      { count: 3 },
    );
    expect(res.status).toBe(200);
    const { quiz } = (await res.json()) as { quiz: { questions: { source?: { passageId?: string } }[] } };
    expect(quiz.questions.length).toBeGreaterThan(0);
    expect(
      quiz.questions.every((q) => q.source?.passageId?.startsWith(`material:${path.topics[0]!.id}:`)),
    ).toBe(true);
  });

  it('gives the clear error for a scanned-like (no text) or encrypted PDF and stores nothing', async () => {
    const user = await studyUser(t);
    const scanned = await makePdf([[], []]);
    const res = await upload(user, '/api/smarty/material-paths', [{ name: 'scan.pdf', bytes: scanned }]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe(
      '"scan.pdf": The PDF has no text layer (it may be a scanned image), so there is no text to extract.',
    );
    const encrypted = new Uint8Array(
      await readFile(
        new URL(
          '../../../../../shared/fixtures/papers/bad/encrypted-userpw-1234-doclaynet-p3.pdf',
          import.meta.url,
        ),
      ),
    );
    const locked = await upload(user, '/api/smarty/material-paths', [
      { name: 'locked.pdf', bytes: encrypted },
    ]);
    expect(locked.status).toBe(422);
    expect(((await locked.json()) as { error: string }).error).toBe(
      '"locked.pdf": The PDF is password-protected, so its text cannot be read.',
    );
    const paths = (await (await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`)).json()) as {
      studyPaths: StudyPath[];
    };
    expect(paths.studyPaths).toHaveLength(0);
    const notPdf = await upload(user, '/api/smarty/material-paths', [
      { name: 'notes.txt', bytes: new TextEncoder().encode('plain words') },
    ]);
    expect(notPdf.status).toBe(400);
    expect(((await notPdf.json()) as { error: string }).error).toBe(
      '"notes.txt" is not a PDF. Choose PDF files, or paste the text instead.',
    );
    const nothing = await upload(user, '/api/smarty/material-paths', []);
    expect(nothing.status).toBe(400);
  });

  it('is named after the PDF: its title, else its file name tidied; no topic is called after the file', async () => {
    // a student's notes.pdf gave a path "notes.pdf" whose first topic was "notes.pdf"
    const pages = (title: string[]) => [
      [
        ...title,
        'Heart failure is a chronic condition in which the heart cannot pump enough blood for the body.',
        'These notes cover how the nurse assesses the patient and which medications are given.',
        'Each section ends with the questions the NCLEX asks about it.',
        '1 Assessment',
        'Weigh the patient daily and auscultate the lungs for crackles.',
      ],
      ['2 Medications', 'Furosemide is a loop diuretic; monitor potassium while it is given.'],
    ];
    const user = await studyUser(t);
    const build = async (name: string, bytes: Uint8Array) => {
      const res = await upload(user, '/api/smarty/material-paths', [{ name, bytes }]);
      expect(res.status).toBe(201);
      return ((await res.json()) as { studyPath: StudyPath }).studyPath;
    };

    const untitled = await build('heart_failure-notes.pdf', await makePdf(pages([])));
    expect(untitled.name).toBe('Heart failure notes');
    expect(untitled.topics.map((x) => x.title)).toEqual(['Assessment', 'Medications']);
    // the opening paragraph is not lost: it opens the first topic
    expect((await topicLesson(user, untitled.id, untitled.topics[0]!.id)).content).toContain(
      'Heart failure is a chronic condition',
    );

    const printed = await build('notes.pdf', await makePdf(pages(['Heart Failure: Nursing Care'])));
    expect(printed.name).toBe('Heart Failure: Nursing Care');
    expect(printed.topics.map((x) => x.title)).toEqual([
      'Heart Failure: Nursing Care',
      'Assessment',
      'Medications',
    ]);

    // the PDF's own document title first; citations still name the file
    const path = await createFromNotes(user);
    expect(path.name).toBe('Networking notes');
    expect((await topicLesson(user, path.id, path.topics[0]!.id)).summary).toBe(
      'From network-notes.pdf, pp. 1–2.',
    );
  });

  it('builds topics from pasted text with Markdown headings', async () => {
    const user = await studyUser(t);
    const text =
      '# Cell Biology\n\nThe mitochondrion makes ATP for the cell.\n\n## Membranes\n\nThe membrane is a lipid bilayer.\n\n# Genetics\n\nGenes are made of DNA.';
    const res = await upload(user, '/api/smarty/material-paths', [], {
      text,
      textTitle: 'Biology notes',
      name: 'Biology',
    });
    expect(res.status).toBe(201);
    const { studyPath } = (await res.json()) as { studyPath: StudyPath };
    expect(studyPath.name).toBe('Biology');
    expect(studyPath.topics.map((x) => x.title)).toEqual(['Cell Biology', 'Genetics']);
  });

  it(`takes a path name of ${OWN_MATERIAL_LIMITS.titleMax} characters and refuses one more, storing nothing`, async () => {
    const user = await studyUser(t);
    const text = '# Cell Biology\n\nThe mitochondrion makes ATP for the cell.';
    // one unbroken word, as a student typed it: 40 emoji and Ж, counted in characters (an emoji is one, not two
    // UTF-16 units); the name the server took was stored cut to 300 units, through the middle of nothing but Ж
    const longest = '📚'.repeat(40) + 'Ж'.repeat(OWN_MATERIAL_LIMITS.titleMax - 40);
    expect(Array.from(longest)).toHaveLength(OWN_MATERIAL_LIMITS.titleMax);
    const tooLong = await upload(user, '/api/smarty/material-paths', [], { text, name: `${longest}Ж` });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: string }).error).toBe(OWN_MATERIAL_MESSAGES.nameTooLong);
    const none = (await (await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`)).json()) as {
      studyPaths: StudyPath[];
    };
    expect(none.studyPaths).toHaveLength(0);
    const res = await upload(user, '/api/smarty/material-paths', [], { text, name: longest });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { studyPath: StudyPath }).studyPath.name).toBe(longest);
  });

  it('never lets another user reach the material: 404, and never in their retrieval', async () => {
    const alice = await studyUser(t);
    const bob = await studyUser(t);
    const path = await createFromNotes(alice);
    const topic = path.topics[0]!.id;
    expect((await call(t, bob, 'GET', `/api/smarty/study-paths/${path.id}/topics/${topic}`)).status).toBe(
      404,
    );
    expect(
      (await upload(bob, `/api/smarty/study-paths/${path.id}/material`, [{ name: 'x.pdf', bytes: notes }]))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t, bob, 'PUT', `/api/smarty/study-paths/${path.id}/outline`, {
          topics: [{ id: topic, title: 'Mine' }],
        })
      ).status,
    ).toBe(404);
    const ask = await call(t, bob, 'POST', '/api/smarty/ask', {
      question: 'Which port does RDP use?',
      smarty: { studyPathId: path.id, focusTopicId: topic },
    });
    expect(ask.status).toBe(404);
    const bobs = await searchPassages(t.deps, {
      userId: bob.id,
      question: 'Which port does Remote Desktop Protocol use?',
      certificationId: null,
    });
    expect(bobs).toEqual([]);
    const alices = await searchPassages(t.deps, {
      userId: alice.id,
      question: 'Which port does Remote Desktop Protocol use?',
      certificationId: null,
    });
    expect(alices[0]?.sourceTitle).toBe('network-notes.pdf, p. 2');
  });
});

describe('the learning mode a path from the student’s material starts in', () => {
  it('is the subject the material plainly is: Nursing for pasted nursing notes, IT for networking notes', async () => {
    const user = await studyUser(t);
    // a student pasted their med-surg notes and got the General mode
    const nursing = await pathFromText(t, user, NURSING_NOTES, 'Heart failure');
    expect(nursing.domain_code).toBe('nursing');
    expect((await pathFromText(t, user, IT_NOTES, 'A+ networking')).domain_code).toBe('it');
    expect((await createFromNotes(user)).domain_code).toBe('it');
    // what every device loads: the list
    const res = await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`);
    const listed = ((await res.json()) as { studyPaths: StudyPath[] }).studyPaths;
    expect(listed.find((p) => p.id === nursing.id)?.domain_code).toBe('nursing');
    // and the chat is made in it
    const asked = await call(t, user, 'POST', '/api/smarty/ask', {
      question: 'What should I check before giving digoxin?',
      smarty: { studyPathId: nursing.id, focusTopicId: nursing.topics[0]!.id },
    });
    expect(asked.status).toBe(200);
    await asked.text();
    expect(ai.chatInputs.at(-1)?.learningMode).toBe('nursing');
  });

  it('stays general for a general text', async () => {
    const user = await studyUser(t);
    expect((await pathFromText(t, user, GENERAL_TEXT, 'Revision')).domain_code).toBe('general');
  });
});

describe('editing the outline and adding material', () => {
  it('renames, reorders, merges and deletes topics; the merged topic keeps the passages with their pages', async () => {
    const user = await studyUser(t);
    const path = await createFromNotes(user);
    const [ports, cabling, wireless] = path.topics.map((x) => x.id) as [string, string, string];
    const res = await call(t, user, 'PUT', `/api/smarty/study-paths/${path.id}/outline`, {
      topics: [{ id: wireless, title: 'Wi-Fi', merge: [ports] }],
    });
    expect(res.status).toBe(200);
    const { studyPath } = (await res.json()) as { studyPath: StudyPath };
    expect(studyPath.topics.map((x) => [x.id, x.title])).toEqual([[wireless, 'Wi-Fi']]);
    const lesson = await topicLesson(user, path.id, wireless);
    expect(lesson.content).toContain('Network Ports\n\n(p. 1)');
    expect(lesson.content).not.toContain('1 Network Ports');
    expect(lesson.content).toContain('TCP port 3389');
    const sources = await t.deps.database.db
      .select()
      .from(knowledgeSources)
      .where(like(knowledgeSources.id, `material:${wireless}:%`))
      .orderBy(knowledgeSources.id);
    expect(sources.map((s) => [s.title, s.heading])).toEqual([
      ['network-notes.pdf, p. 4', 'Wi-Fi'],
      ['network-notes.pdf, p. 1', 'Wi-Fi'],
      ['network-notes.pdf, p. 2', 'Wi-Fi'],
    ]);
    const gone = await t.deps.database.db
      .select()
      .from(knowledgeSources)
      .where(like(knowledgeSources.id, `material:${cabling}:%`));
    expect(gone).toEqual([]);
  });

  it('refuses an outline naming a topic of another path, a repeated topic or no topic', async () => {
    const user = await studyUser(t);
    const path = await createFromNotes(user);
    const other = await createFromNotes(user);
    const put = (topics: unknown) =>
      call(t, user, 'PUT', `/api/smarty/study-paths/${path.id}/outline`, { topics });
    expect((await put([{ id: other.topics[0]!.id, title: 'X' }])).status).toBe(400);
    expect((await put([{ id: path.topics[0]!.id, title: 'X', merge: [path.topics[0]!.id] }])).status).toBe(
      400,
    );
    const none = await put([]);
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: string }).error).toBe('Keep at least one topic.');
  });

  it("adds lecture notes to the NCLEX-RN path: new topics at the end, their passages in that path's answers", async () => {
    const user = await studyUser(t);
    const nclex = await startPath(t, user, 'nclex-rn');
    const lecture = await makePdf([
      [
        '1 Insulin Storage',
        'Unopened insulin vials are stored in the refrigerator between 2 and 8 degrees Celsius.',
      ],
    ]);
    const res = await upload(user, `/api/smarty/study-paths/${nclex.id}/material`, [
      { name: 'lecture-week3.pdf', bytes: lecture },
    ]);
    expect(res.status).toBe(200);
    const { studyPath, topicsAdded } = (await res.json()) as { studyPath: StudyPath; topicsAdded: number };
    expect(topicsAdded).toBe(1);
    expect(studyPath.topics).toHaveLength(nclex.topics.length + 1);
    expect(studyPath.topics.at(-1)?.title).toBe('Insulin Storage');
    const ask = await call(t, user, 'POST', '/api/smarty/ask', {
      question: 'Where are unopened insulin vials stored?',
      smarty: { studyPathId: nclex.id, useSyllabus: true, citeSources: true },
    });
    const done = (await sseEvents(ask)).at(-1) as { type: string; citations?: { title: string }[] };
    expect(done.citations?.map((c) => c.title)).toContain('lecture-week3.pdf, p. 1');
  });
});

/** Notes whose two chapters each have sections, on pages 1–4. */
const HARDWARE_NOTES: string[][] = [
  [
    '1 Memory',
    'Memory holds the programs and data a computer is working on right now.',
    '1.1 Cache',
    'A cache keeps copies of recently used data close to the processor.',
  ],
  [
    '1.2 RAM',
    'Random access memory loses its contents when the power is turned off.',
    'DDR5 modules transfer data on both edges of the clock signal.',
  ],
  [
    '2 Storage',
    'Storage keeps data when the power is off, from one session to the next.',
    '2.1 Solid-state drives',
    'A solid-state drive stores data in flash memory cells with no moving parts.',
  ],
  [
    '2.2 Hard disks',
    'A hard disk drive reads magnetic platters that spin at up to 15,000 rpm.',
    'Its seek time makes random reads slower than on a solid-state drive.',
  ],
];

const titlesAndPages = (subtopics: readonly Subtopic[]) => subtopics.map((s) => [s.title, s.page]);

async function subtopicRows(topicId: string) {
  return t.deps.database.db
    .select()
    .from(studyPathSubtopics)
    .where(eq(studyPathSubtopics.topicId, topicId))
    .orderBy(asc(studyPathSubtopics.position));
}

describe('subtopics of a path from the student’s material', () => {
  let hardware: Uint8Array;
  beforeAll(async () => {
    hardware = await makePdf(HARDWARE_NOTES);
  });

  async function createFromHardware(user: TestUser): Promise<StudyPath> {
    const res = await upload(user, '/api/smarty/material-paths', [{ name: 'hardware.pdf', bytes: hardware }]);
    expect(res.status).toBe(201);
    return ((await res.json()) as { studyPath: StudyPath }).studyPath;
  }

  it('are rows of their topic, in order, each with the page it starts on, in the path, topic and roadmap views', async () => {
    const user = await studyUser(t);
    const path = await createFromHardware(user);
    expect(path.topics.map((x) => x.title)).toEqual(['Memory', 'Storage']);
    const [memory, storage] = path.topics as [StudyPath['topics'][number], StudyPath['topics'][number]];
    expect(titlesAndPages(memory.subtopics)).toEqual([
      ['Cache', 1],
      ['RAM', 2],
    ]);
    expect(titlesAndPages(storage.subtopics)).toEqual([
      ['Solid-state drives', 3],
      ['Hard disks', 4],
    ]);
    const rows = await subtopicRows(memory.id);
    expect(rows.map((r) => [r.position, r.title, r.firstPage, r.pathId, r.userId])).toEqual([
      [0, 'Cache', 1, path.id, user.id],
      [1, 'RAM', 2, path.id, user.id],
    ]);
    expect(memory.subtopics.map((s) => s.id)).toEqual(rows.map((r) => r.id));

    // the summary names the document and pages only; the lesson still holds the subtopics' text
    const lesson = await topicLesson(user, path.id, memory.id);
    expect(lesson.summary).toBe('From hardware.pdf, pp. 1–2.');
    expect(titlesAndPages(lesson.subtopics)).toEqual(titlesAndPages(memory.subtopics));
    expect(lesson.content).toContain('DDR5 modules');

    const roadmap = await call(t, user, 'GET', `/api/smarty/study-paths/${path.id}/roadmap`);
    expect(roadmap.status).toBe(200);
    const { roadmap: map } = (await roadmap.json()) as { roadmap: Roadmap };
    expect(map.stages.flatMap((s) => s.topics.map((n) => [n.title, titlesAndPages(n.subtopics)]))).toEqual([
      ['Memory', titlesAndPages(memory.subtopics)],
      ['Storage', titlesAndPages(storage.subtopics)],
    ]);
  });

  it('have no page for pasted text, and a path of another kind has none', async () => {
    const user = await studyUser(t);
    const pasted = await pathFromText(
      t,
      user,
      '# Cell Biology\n\nCells are the units of life.\n\n## Membranes\n\nA lipid bilayer.\n\n## Organelles\n\nThe mitochondrion makes ATP.\n\n# Genetics\n\nGenes are made of DNA.',
    );
    expect(pasted.topics.map((x) => [x.title, titlesAndPages(x.subtopics)])).toEqual([
      [
        'Cell Biology',
        [
          ['Membranes', null],
          ['Organelles', null],
        ],
      ],
      ['Genetics', []],
    ]);
    const nclex = await startPath(t, user, 'nclex-rn');
    expect(nclex.topics.every((x) => x.subtopics.length === 0)).toBe(true);
  });

  it('tell the tutor what the topic covers, in order', async () => {
    const user = await studyUser(t);
    const path = await createFromHardware(user);
    const owned = await ownedTopic(t.deps, user.id, path.topics[0]!.id);
    const context = await aiTopicContext(t.deps, owned, { useSyllabus: false, citeSources: false });
    expect(context.summary).toBe('From hardware.pdf, pp. 1–2. Covers: Cache; RAM.');
  });

  it('merging keeps both topics’ subtopics in order under the merged topic', async () => {
    const user = await studyUser(t);
    const path = await createFromHardware(user);
    const [memory, storage] = path.topics.map((x) => x.id) as [string, string];
    const res = await call(t, user, 'PUT', `/api/smarty/study-paths/${path.id}/outline`, {
      topics: [{ id: storage, title: 'Hardware', merge: [memory] }],
    });
    expect(res.status).toBe(200);
    const { studyPath } = (await res.json()) as { studyPath: StudyPath };
    expect(studyPath.topics.map((x) => [x.id, titlesAndPages(x.subtopics)])).toEqual([
      [
        storage,
        [
          ['Solid-state drives', 3],
          ['Hard disks', 4],
          ['Cache', 1],
          ['RAM', 2],
        ],
      ],
    ]);
    expect((await subtopicRows(storage)).map((r) => r.position)).toEqual([0, 1, 2, 3]);
    expect(await subtopicRows(memory)).toEqual([]);

    // merged again with a topic added later, the earlier ones stay first
    const more = await upload(user, `/api/smarty/study-paths/${path.id}/material`, [
      { name: 'hardware.pdf', bytes: hardware },
    ]);
    expect(more.status).toBe(200);
    const added = ((await more.json()) as { studyPath: StudyPath }).studyPath.topics.slice(1);
    expect(added.map((x) => x.title)).toEqual(['Memory', 'Storage']);
    const again = await call(t, user, 'PUT', `/api/smarty/study-paths/${path.id}/outline`, {
      topics: [
        { id: storage, title: 'Hardware', merge: [added[1]!.id] },
        { id: added[0]!.id, title: 'Memory' },
      ],
    });
    expect(again.status).toBe(200);
    const merged = ((await again.json()) as { studyPath: StudyPath }).studyPath.topics;
    expect(merged.map((x) => x.subtopics.map((s) => s.title))).toEqual([
      ['Solid-state drives', 'Hard disks', 'Cache', 'RAM', 'Solid-state drives', 'Hard disks'],
      ['Cache', 'RAM'],
    ]);
  });

  it('deleting a topic deletes its subtopics; the topics kept keep theirs', async () => {
    const user = await studyUser(t);
    const path = await createFromHardware(user);
    const [memory, storage] = path.topics.map((x) => x.id) as [string, string];
    expect(await subtopicRows(storage)).toHaveLength(2);
    const res = await call(t, user, 'PUT', `/api/smarty/study-paths/${path.id}/outline`, {
      topics: [{ id: memory, title: 'Memory' }],
    });
    expect(res.status).toBe(200);
    const { studyPath } = (await res.json()) as { studyPath: StudyPath };
    expect(studyPath.topics.map((x) => [x.title, x.subtopics.map((s) => s.title)])).toEqual([
      ['Memory', ['Cache', 'RAM']],
    ]);
    expect(await subtopicRows(storage)).toEqual([]);
  });

  it('are never shown to another user: their topic and roadmap are 404, their own views hold none of them', async () => {
    const alice = await studyUser(t);
    const bob = await studyUser(t);
    const path = await createFromHardware(alice);
    const topic = path.topics[0]!;
    expect((await call(t, bob, 'GET', `/api/smarty/study-paths/${path.id}/topics/${topic.id}`)).status).toBe(
      404,
    );
    expect((await call(t, bob, 'GET', `/api/smarty/study-paths/${path.id}/roadmap`)).status).toBe(404);
    await createFromHardware(bob);
    const bobs = await call(t, bob, 'GET', `/api/smarty/study-paths/${bob.id}`);
    expect(bobs.status).toBe(200);
    const text = await bobs.text();
    expect(text).toContain('"title":"Cache"');
    for (const s of topic.subtopics) expect(text).not.toContain(s.id);
  });
});
