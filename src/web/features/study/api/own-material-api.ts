/**
 * Paths from the student's own material (issue 16): the streamed upload (progress events, a multipart POST to a
 * typed address) and the outline edit (the `hc` client typed by the own-material router, ADR 016).
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { MaterialEvent, OutlineEdit } from '../../../../shared/schemas/own-material';
import type { StudyPath } from '../../../../shared/schemas/study';
import type { OwnMaterialRoutes } from '../../../../server/features/study/own-material.routes';
import { featureClient, featurePaths, pathOf } from '../../../lib/rpc';
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
    const data = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new MaterialError(
      typeof data.error === 'string' ? data.error : STUDY_TOOLS_COPY.materialNotAddedHttp(response.status),
    );
  }
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value: message, done } = await events.read();
    if (done) throw new MaterialError(STUDY_TOOLS_COPY.theConnectionEndedBefore);
    const event = JSON.parse(message.data) as MaterialEvent;
    if (event.type === 'progress') onProgress(event);
    else if (event.type === 'complete') return { studyPath: event.studyPath, topicsAdded: event.topicsAdded };
    else throw new MaterialError(event.message);
  }
}

/** Saves the edited outline (renames, order, merges; topics left out are deleted). */
export async function saveOutline(pathId: string, edit: OutlineEdit): Promise<StudyPath> {
  const response = await client.smarty['study-paths'][':pathId'].outline.$put({
    param: { pathId: encodeURIComponent(pathId) },
    json: edit,
  });
  const data = (await response.json().catch(() => ({}))) as { studyPath?: StudyPath; error?: unknown };
  if (!response.ok || !data.studyPath)
    throw new MaterialError(
      typeof data.error === 'string' ? data.error : STUDY_TOOLS_COPY.topicsNotSavedHttp(response.status),
    );
  return data.studyPath;
}
