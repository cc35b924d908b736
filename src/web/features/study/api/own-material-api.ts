/**
 * Paths from the student's own material (issue 16): the streamed upload (progress events, a multipart POST to a
 * typed address) and the outline edit (the `hc` client typed by the own-material router, ADR 016).
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import {
  materialEventSchema,
  type MaterialEvent,
  type OutlineEdit,
} from '../../../../shared/schemas/own-material';
import type { StudyPath } from '../../../../shared/schemas/study';
import type { OwnMaterialRoutes } from '../../../../server/features/study/own-material.routes';
import { ApiRequestError, errorMessage, toApiRequestError } from '../../../lib/api-client';
import { featureClient, featurePaths, ok, pathOf } from '../../../lib/rpc';
import { STUDY_TOOLS_COPY } from '../tools-messages';

const client = featureClient<OwnMaterialRoutes>();
const paths = featurePaths<OwnMaterialRoutes>();

export interface MaterialForm {
  files: File[];
  text: string;
  url: string;
  name: string;
}

export class MaterialError extends Error {}

/** POSTs the material as multipart and reports each progress event; resolves with the path when complete. */
export async function sendMaterial(
  target: { kind: 'new' } | { kind: 'add'; pathId: string },
  form: MaterialForm,
  onProgress: (event: Extract<MaterialEvent, { type: 'progress' }>) => void,
): Promise<{ studyPath: StudyPath; topicsAdded: number }> {
  const body = new FormData();
  for (const f of form.files) body.append('file', f, f.name);
  if (form.text.trim()) body.set('text', form.text);
  if (form.url.trim()) body.set('url', form.url.trim());
  if (form.name.trim()) body.set('name', form.name.trim());
  const path = pathOf(
    target.kind === 'new'
      ? paths.smarty['material-paths'].$url()
      : paths.smarty['study-paths'][':pathId'].material.$url({
          param: { pathId: encodeURIComponent(target.pathId) },
        }),
  );
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'text/event-stream' },
    body,
  });
  if (!response.ok || !response.body) {
    const error = toApiRequestError(response.status, await response.json().catch(() => null));
    throw new MaterialError(errorMessage(error, STUDY_TOOLS_COPY.materialNotAdded));
  }
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value: message, done } = await events.read();
    if (done) throw new MaterialError(STUDY_TOOLS_COPY.theConnectionEndedBefore);
    const event = parseMaterialEvent(message.data);
    if (event.type === 'progress') onProgress(event);
    else if (event.type === 'complete') return { studyPath: event.studyPath, topicsAdded: event.topicsAdded };
    else throw new MaterialError(event.message);
  }
}

/** One progress frame, checked against the shared schema; anything else ends the upload with an error. */
function parseMaterialEvent(data: string): MaterialEvent {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    value = null;
  }
  const event = materialEventSchema.safeParse(value);
  if (!event.success) throw new MaterialError(STUDY_TOOLS_COPY.materialAnswerUnreadable);
  return event.data;
}

/** Saves the edited outline (renames, order, merges; topics left out are deleted). */
export async function saveOutline(pathId: string, edit: OutlineEdit): Promise<StudyPath> {
  try {
    const { studyPath } = await ok(
      client.smarty['study-paths'][':pathId'].outline.$put({
        param: { pathId: encodeURIComponent(pathId) },
        json: edit,
      }),
    );
    return studyPath;
  } catch (e) {
    if (!(e instanceof ApiRequestError)) throw e;
    throw new MaterialError(errorMessage(e, STUDY_TOOLS_COPY.topicsNotSaved));
  }
}
