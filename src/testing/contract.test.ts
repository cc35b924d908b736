import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import ts from 'typescript';

/**
 * The typed contract between web and server (ADR 016) is enforced by the compiler: this test plants a web file that
 * calls the research router through its `hc` client with a renamed answer field, a renamed route, a renamed body
 * field and a renamed path parameter (and the study router with a renamed body field and route), and checks that the web type project rejects exactly those, while the same
 * calls spelled right compile. Because the web project sees Node's types through the server's routers, Node's
 * globals in web code are refused by lint instead (checked here too).
 */
const root = path.resolve(import.meta.dirname, '../..');
const tag = `planted-contract-${process.pid}`;
const dir = path.join(root, 'src/web/features', tag);
const planted = path.join(dir, 'client.ts');
const nodeGlobal = path.join(dir, 'node-global.ts');

const CLIENT = `import type { ResearchRoutes } from '../../../server/features/research/research.routes';
import type { StudyRoutes } from '../../../server/features/study/study.routes';
import { featureClient, ok } from '../../lib/rpc';

const client = featureClient<ResearchRoutes>();

export async function spelledRight() {
  const config = await ok(client.research.config.$get());
  const saved = await ok(client.essays[':essayId']['saved-articles'].$get({ param: { essayId: 'e' } }));
  await ok(client['pdf-management']['fetch-pdf'].$post({ json: { url: 'https://example.org/a.pdf' } }));
  return [config.perPageMax, saved.articles[0]?.display_name];
}

export async function renamedAnswerField() {
  const config = await ok(client.research.config.$get());
  return config.perPageMaximum;
}

export const renamedRoute = () => client.research.configuration.$get();

export const renamedBodyField = () =>
  client['pdf-management']['fetch-pdf'].$post({ json: { address: 'https://example.org/a.pdf' } });

export const renamedParam = () =>
  client.essays[':essayId']['saved-articles'].$get({ param: { id: 'e' } });

const study = featureClient<StudyRoutes>();

export async function studySpelledRight() {
  const card = await ok(study.smarty.flashcards[':cardId'].review.$post({ param: { cardId: 'c' }, json: { rating: 'good' } }));
  return card;
}

export const studyRenamedBodyField = () =>
  study.smarty.flashcards[':cardId'].review.$post({ param: { cardId: 'c' }, json: { grade: 'good' } });

export const studyRenamedRoute = () => study.smarty.flashcard[':cardId'].review.$post({ param: { cardId: 'c' }, json: { rating: 'good' } });
`;

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(planted, CLIENT);
  writeFileSync(nodeGlobal, 'export const size = (text: string) => Buffer.byteLength(text);\n');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the typed contract (hc)', () => {
  it('a renamed route, answer field, body field or path parameter fails to compile in the web project', () => {
    const config = ts.readConfigFile(path.join(root, 'tsconfig.web.json'), ts.sys.readFile.bind(ts.sys));
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
    const declarations = parsed.fileNames.filter((f) => f.endsWith('.d.ts'));
    const program = ts.createProgram([planted, ...declarations], parsed.options);
    const errors = ts.getPreEmitDiagnostics(program).map((d) => {
      const line =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
      return `${path.basename(d.file?.fileName ?? '')}:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
    expect(errors).toEqual([
      expect.stringMatching(/^client\.ts:16: Property 'perPageMaximum' does not exist/),
      expect.stringMatching(/^client\.ts:19: Property 'configuration' does not exist/),
      expect.stringMatching(/^client\.ts:22: .*'address'/),
      expect.stringMatching(/^client\.ts:25: .*'id'/),
      expect.stringMatching(/^client\.ts:35: .*'grade'/),
      expect.stringMatching(/^client\.ts:37: Property 'flashcard' does not exist/),
    ]);
  }, 240_000);

  it("Node's globals in web code are a lint error", async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: {
        files: [`src/web/features/${tag}/**`],
        languageOptions: { parserOptions: { projectService: false, program: null, project: null } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
          '@typescript-eslint/switch-exhaustiveness-check': 'off',
        },
      },
    });
    const [result] = await eslint.lintFiles([nodeGlobal]);
    expect(result?.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
      "no-restricted-globals: Unexpected use of 'Buffer'. The web app runs in the browser: no Node globals.",
    ]);
  }, 120_000);
});
