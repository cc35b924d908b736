/**
 * Study paths from the student's own material (issue 16):
 *   POST /api/smarty/material-paths                 (multipart: file… PDFs, text, textTitle, url, name) → 201 { studyPath, topicsAdded }
 *   POST /api/smarty/study-paths/:pathId/material   (same form) → 200 { studyPath, topicsAdded }
 *   PUT  /api/smarty/study-paths/:pathId/outline    { topics: [{ id, title, merge? }] } → { studyPath }
 * With `Accept: text/event-stream` the two material endpoints stream progress events (`data: {json}` lines, see
 * MaterialEvent) and end with `complete` or `error` (the error carries the status the JSON answer would have had).
 * What can be checked before any work (no material, a file that is not a PDF, too large) is answered 4xx at once.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError, badRequest } from '../../http/errors';
import { fieldErrors, jsonBody } from '../../http/validate';
import { responds } from '../../http/response-contract';
import { sseResponse } from '../../lib/realtime/sse';
import { MESSAGES, RESEARCH_MESSAGES } from '../../../shared/messages';
import {
  materialFieldsSchema,
  materialResponseSchema,
  outlineEditSchema,
  OWN_MATERIAL_MESSAGES as M,
  type MaterialEvent,
} from '../../../shared/schemas/own-material';
import { studyPathSchema, type StudyPath } from '../../../shared/schemas/study';
import { cleanText } from '../../../shared/validation/clean-text';
import { requireUser } from '../accounts/session';
import { signedIn } from '../accounts/signed-in';
import { editOutline } from './outline-edit.service';
import { ownedPath } from './study-access';
import {
  addMaterialToPath,
  checkMaterial,
  createPathFromMaterial,
  type MaterialInput,
  type ProgressReport,
} from './own-material.service';
import { RESEARCH_LIMITS } from '../../../shared/limits';

const limitUpload = bodyLimit({
  maxSize: RESEARCH_LIMITS.maxUploadBodyBytes,
  onError: () => {
    throw new AppError(413, RESEARCH_MESSAGES.pdfTooLarge, 'too_large');
  },
});

/** The form's PDFs and fields, checked (400 for anything wrong). */
async function readMaterial(c: Context<AppEnv>): Promise<MaterialInput> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest(M.needsMaterial);
  }
  const files = ([] as (string | File)[])
    .concat(form.file ?? [])
    .filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ''));
  const field = (name: string) => {
    const v = form[name];
    return typeof v === 'string' ? cleanText(v) : undefined;
  };
  const parsed = materialFieldsSchema.safeParse({
    name: field('name'),
    text: field('text'),
    textTitle: field('textTitle'),
    url: field('url') || undefined,
  });
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw badRequest(Object.values(fields)[0] ?? MESSAGES.badRequest, fields);
  }
  const input: MaterialInput = {
    files: await Promise.all(
      files.map(async (f) => ({
        name: cleanText(f.name || 'document.pdf').slice(0, 200),
        bytes: new Uint8Array(await f.arrayBuffer()),
      })),
    ),
    fields: parsed.data,
  };
  checkMaterial(input);
  return input;
}

const wantsStream = (c: Context) => (c.req.header('accept') ?? '').includes('text/event-stream');

/** Runs the work as JSON, or as a stream of progress events ending with `complete` or `error`. */
function respond(
  c: Context<AppEnv>,
  status: 200 | 201,
  work: (report: ProgressReport) => Promise<{ studyPath: StudyPath; topicsAdded: number }>,
) {
  if (!wantsStream(c)) return work(() => undefined).then((result) => c.json(result, status));
  return sseResponse(c, async (stream) => {
    // Events are written in order; the work reports progress without waiting for the client.
    let written: Promise<void> = Promise.resolve();
    const send = (event: MaterialEvent) => {
      written = written.then(() => stream.writeSSE({ data: JSON.stringify(event) }));
      return written;
    };
    try {
      const result = await work((stage, done, total, message) => {
        void send({ type: 'progress', stage, done, total, message });
      });
      await send({ type: 'complete', ...result });
    } catch (error) {
      if (error instanceof AppError)
        await send({ type: 'error', status: error.status, code: error.code, message: error.message });
      else {
        c.var.deps.logger.error({ err: error }, 'study material failed');
        await send({ type: 'error', status: 500, code: 'internal', message: MESSAGES.serverError });
      }
    }
  });
}

export const ownMaterialRoutes = new Hono<AppEnv>()
  .post('/smarty/material-paths', limitUpload, responds(materialResponseSchema), async (c) => {
    const user = await requireUser(c);
    const input = await readMaterial(c);
    return respond(c, 201, async (report) => {
      const studyPath = await createPathFromMaterial(c.var.deps, user.id, input, report);
      return { studyPath, topicsAdded: studyPath.topics.length };
    });
  })
  .post('/smarty/study-paths/:pathId/material', limitUpload, responds(materialResponseSchema), async (c) => {
    const user = await requireUser(c);
    const input = await readMaterial(c);
    const pathId = (await ownedPath(c.var.deps, user.id, c.req.param('pathId'))).id;
    return respond(c, 200, (report) => addMaterialToPath(c.var.deps, user.id, pathId, input, report));
  })
  .put(
    '/smarty/study-paths/:pathId/outline',
    signedIn,
    jsonBody(outlineEditSchema),
    responds(z.object({ studyPath: studyPathSchema })),
    async (c) => {
      const user = await requireUser(c);
      const edit = c.req.valid('json');
      return c.json({ studyPath: await editOutline(c.var.deps, user.id, c.req.param('pathId'), edit) });
    },
  );

export type OwnMaterialRoutes = typeof ownMaterialRoutes;
