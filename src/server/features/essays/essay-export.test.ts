import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import type { Essay } from '../../../shared/schemas/essays';
import { exportFileName } from './essay-export';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The files of a zip archive (stored or deflated entries), read from its central directory. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const buf = Buffer.from(bytes);
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd -= 1;
  if (eocd < 0) throw new Error('not a zip archive');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

const articles = [
  {
    id: 'W1',
    title: 'Nurse staffing and patient outcomes',
    authors: ['Ada Lovelace', 'Charles Babbage'],
    year: 2020,
    journal: 'Journal of Nursing',
    volume: 12,
    issue: '3',
    pages: '45-67',
    doi: '10.1000/xyz',
  },
  { id: 'W2', title: null, authors: null, year: null },
];

async function essayWithContent(): Promise<{ cookie: string; essay: Essay }> {
  const reg = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: `10.79.${Math.floor(Math.random() * 250)}.1`,
  });
  const cookie = sessionCookie(reg);
  const created = (
    (await (
      await t.request('/api/essays', { method: 'POST', cookie, json: { title: 'Safe Staffing Saves Lives' } })
    ).json()) as { essay: Essay }
  ).essay;
  const res = await t.request(`/api/essays/${created.id}`, {
    method: 'PATCH',
    cookie,
    json: {
      version: 1,
      prompt: 'Discuss nurse staffing ratios.',
      thesis_statement: 'Mandated ratios save lives.',
      draft_sections: {
        introduction: { content: 'Every shift, nurses decide which tasks can wait.' },
        body: { content: 'First paragraph of evidence.\n\nSecond paragraph & more.' },
        conclusion: { content: 'Governments should act.' },
      },
      saved_articles: articles,
    },
  });
  return { cookie, essay: ((await res.json()) as { essay: Essay }).essay };
}

describe('export', () => {
  it('exports a .docx: a zip (PK) holding the title, prompt, thesis, sections and the bibliography', async () => {
    const { cookie, essay } = await essayWithContent();
    const res = await t.request(`/api/essays/${essay.id}/export?format=docx&style=apa`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="safe-staffing-saves-lives.docx"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
    const xml = unzip(bytes).get('word/document.xml') ?? '';
    for (const text of [
      'Safe Staffing Saves Lives',
      'Discuss nurse staffing ratios.',
      'Mandated ratios save lives.',
      'Introduction',
      'Every shift, nurses decide which tasks can wait.',
      'Second paragraph &amp; more.',
      'References',
      'Journal of Nursing',
      'Unknown Author',
    ]) {
      expect(xml).toContain(text);
    }
    // Each bibliography entry hangs 0.5 in (720 twips), in the style's order (APA: by author).
    const entries = xml
      .split('</w:p>')
      .filter((p) => p.includes('w:hanging'))
      .map((p) => ({ ind: /<w:ind [^>]*\/>/.exec(p)?.[0], text: p.replace(/<[^>]+>/g, '') }));
    expect(entries.map((e) => e.ind)).toEqual([
      '<w:ind w:left="720" w:hanging="720"/>',
      '<w:ind w:left="720" w:hanging="720"/>',
    ]);
    expect(entries.map((e) => e.text.split(',')[0])).toEqual([
      'Lovelace',
      'Unknown Author. (n.d.). Untitled. Unknown Source.',
    ]);
  });

  it('exports Markdown with the bibliography in the chosen style; MLA differs from APA', async () => {
    const { cookie, essay } = await essayWithContent();
    const md = async (style: string) => {
      const res = await t.request(`/api/essays/${essay.id}/export?format=md&style=${style}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      return res.text();
    };
    const apa = await md('apa');
    const mla = await md('mla');
    const chicago = await md('chicago');
    expect(apa).toContain('# Safe Staffing Saves Lives');
    expect(apa).toContain('**Thesis:** Mandated ratios save lives.');
    expect(apa).toContain('## Body\n\nFirst paragraph of evidence.\n\nSecond paragraph & more.');
    expect(apa).toContain('## References');
    expect(apa).toContain(
      'Lovelace, A., & Babbage, C. (2020). Nurse staffing and patient outcomes. *Journal of Nursing*, *12*(3), 45–67. https://doi.org/10.1000/xyz',
    );
    expect(apa).toContain('Unknown Author. (n.d.). Untitled. *Unknown Source*.');
    expect(mla).toContain('## Works Cited');
    expect(mla).toContain(
      'Lovelace, Ada, and Charles Babbage. “Nurse Staffing and Patient Outcomes.” *Journal of Nursing*, vol. 12, no. 3, 2020, pp. 45–67.',
    );
    // Chicago author-date: a reference list titled References, the year after the authors (CMOS 15.9–15.10).
    expect(chicago).toContain('## References');
    expect(chicago).toContain(
      'Lovelace, Ada, and Charles Babbage. 2020. “Nurse Staffing and Patient Outcomes.” *Journal of Nursing* 12, no. 3: 45–67.',
    );
    const bibliography = (text: string) => text.slice(text.lastIndexOf('## '));
    expect(bibliography(mla)).not.toEqual(bibliography(apa).replace('References', 'Works Cited'));
  });

  it('exports a creative piece as its story, and refuses bad formats, styles and other users', async () => {
    const { cookie, essay } = await essayWithContent();
    const piece = (
      (await (
        await t.request('/api/essays', {
          method: 'POST',
          cookie,
          json: { title: 'Ünïcode / Story?', mode: 'creative' },
        })
      ).json()) as { essay: Essay }
    ).essay;
    await t.request(`/api/essays/${piece.id}`, {
      method: 'PATCH',
      cookie,
      json: { version: 1, prompt: 'A storm', draft_sections: { main: { content: 'The lamp went out.' } } },
    });
    const res = await t.request(`/api/essays/${piece.id}/export?format=md`, { cookie });
    const text = await res.text();
    expect(text).toContain('## Story\n\nThe lamp went out.');
    expect(text).not.toContain('Prompt');
    expect(text).not.toContain('## References');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="unicode-story.md"');
    expect((await t.request(`/api/essays/${essay.id}/export?format=pdf`, { cookie })).status).toBe(400);
    const badStyle = await t.request(`/api/essays/${essay.id}/export?style=harvard`, { cookie });
    expect(badStyle.status).toBe(400);
    expect(((await badStyle.json()) as { error: string }).error).toBe(
      'style must be one of: apa, mla, chicago.',
    );
    expect((await t.request(`/api/essays/${essay.id}/export`)).status).toBe(401);
    // docx is the default format.
    const docx = await t.request(`/api/essays/${essay.id}/export`, { cookie });
    expect(docx.headers.get('content-type')).toContain('wordprocessingml');
  });

  it('names files from the title', () => {
    const base = { title: '  ', essay_type: 'academic' } as Essay;
    expect(exportFileName(base, 'md')).toBe('untitled.md');
    expect(exportFileName({ ...base, title: 'A'.repeat(100) }, 'docx')).toBe(`${'a'.repeat(60)}.docx`);
  });
});
