/**
 * 'Create path from my material' and 'Add material' (issue 16): PDFs, pasted text or a web page address; the
 * server's progress while it reads them; then (for a new path) the topic editor — rename, move up / down, merge
 * with the next topic, delete with undo, each topic with its subtopics (a merged topic's follow) — before the student
 * starts.
 */
import { useState } from 'react';
import { ArrowDown, ArrowUp, Merge, Trash2, Undo2 } from 'lucide-react';
import type { StudyPath } from '../../../../shared/schemas/study';
import type { Subtopic } from '../../../../shared/schemas/subtopics';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { saveOutline, sendMaterial } from '../api/own-material-api';
import { studyApi } from '../api/study-api';
import { OWN_MATERIAL_LIMITS } from '../../../../shared/limits';
import { firstCodePoints } from '../../../../shared/validation/code-points';
import { STUDY_COPY } from '../messages';
import { STUDY_TOOLS_COPY } from '../tools-messages';
import { SubtopicList } from './subtopic-list';
import { STUDY_MESSAGES } from '../../../../shared/messages/study';

interface DraftTopic {
  id: string;
  title: string;
  subtopics: Subtopic[];
  /** Topics merged into this one, in order, with their subtopics (which follow this topic's own). */
  merge: { id: string; title: string; subtopics: Subtopic[] }[];
}

type Step =
  | { kind: 'input' }
  | { kind: 'working'; message: string; done: number; total: number }
  | { kind: 'edit'; path: StudyPath };

const field = 'rounded-md border border-input bg-card px-3 py-2 text-sm font-normal shadow-sm';

/**
 * A path or topic name cut to the server's limit in characters (code points: an emoji is one). The input's own
 * maxLength counts UTF-16 units and would stop a name of emoji at half the length the server takes.
 */
const nameLimit = (value: string) => firstCodePoints(value, OWN_MATERIAL_LIMITS.titleMax);

export function OwnMaterialDialog({
  open,
  onOpenChange,
  addTo,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Add to this path instead of creating one. */
  addTo?: StudyPath | null;
  onDone: (path: StudyPath) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'input' });
  const [error, setError] = useState<string | null>(null);
  const [topics, setTopics] = useState<DraftTopic[]>([]);
  const [deleted, setDeleted] = useState<{ topic: DraftTopic; index: number }[]>([]);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setFiles([]);
    setText('');
    setUrl('');
    setName('');
    setStep({ kind: 'input' });
    setError(null);
    setTopics([]);
    setDeleted([]);
  };
  const close = (next: boolean) => {
    if (!next && step.kind === 'working') return;
    // The path exists once its material is read: closing the review keeps it with the topics as read, and opens it.
    if (!next && step.kind === 'edit') onDone(step.path);
    onOpenChange(next);
    if (!next) reset();
  };

  async function discard() {
    if (step.kind !== 'edit') return;
    setSaving(true);
    setError(null);
    try {
      await studyApi.deletePath(step.path.id);
      onOpenChange(false);
      reset();
    } catch (e) {
      setError(e instanceof Error ? e.message : STUDY_TOOLS_COPY.thePathCouldNotBeDiscarded);
    } finally {
      setSaving(false);
    }
  }

  async function submit() {
    setError(null);
    setStep({ kind: 'working', message: STUDY_TOOLS_COPY.uploading, done: 0, total: 1 });
    try {
      const result = await sendMaterial(
        addTo ? { kind: 'add', pathId: addTo.id } : { kind: 'new' },
        { files, text, url, name },
        (p) => setStep({ kind: 'working', message: p.message, done: p.done, total: Math.max(1, p.total) }),
      );
      if (addTo) {
        onDone(result.studyPath);
        close(false);
        return;
      }
      setTopics(
        result.studyPath.topics.map((t) => ({ id: t.id, title: t.title, subtopics: t.subtopics, merge: [] })),
      );
      setStep({ kind: 'edit', path: result.studyPath });
    } catch (e) {
      setError(e instanceof Error ? e.message : STUDY_TOOLS_COPY.theMaterialCouldNot);
      setStep({ kind: 'input' });
    }
  }

  const move = (i: number, by: -1 | 1) =>
    setTopics((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      if (item) next.splice(i + by, 0, item);
      return next;
    });
  const mergeNext = (i: number) =>
    setTopics((list) => {
      const a = list[i];
      const b = list[i + 1];
      if (!a || !b) return list;
      const next = [...list];
      next.splice(i, 2, {
        ...a,
        merge: [...a.merge, { id: b.id, title: b.title, subtopics: b.subtopics }, ...b.merge],
      });
      return next;
    });
  const remove = (i: number) => {
    const topic = topics[i];
    if (!topic) return;
    setDeleted((d) => [...d, { topic, index: i }]);
    setTopics((list) => list.filter((_, k) => k !== i));
  };
  const undo = () => {
    const last = deleted[deleted.length - 1];
    if (!last) return;
    setDeleted((d) => d.slice(0, -1));
    setTopics((list) => {
      const next = [...list];
      next.splice(Math.min(last.index, next.length), 0, last.topic);
      return next;
    });
  };

  async function start() {
    if (step.kind !== 'edit') return;
    setSaving(true);
    setError(null);
    try {
      const path = await saveOutline(step.path.id, {
        topics: topics.map((t) => ({ id: t.id, title: t.title.trim(), merge: t.merge.map((m) => m.id) })),
      });
      onDone(path);
      close(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : STUDY_TOOLS_COPY.theTopicsCouldNot);
    } finally {
      setSaving(false);
    }
  }

  const nothing = files.length === 0 && !text.trim() && !url.trim();
  const lastDeleted = deleted[deleted.length - 1];

  return (
    <Dialog open={open} onOpenChange={close}>
      {/* 2xl: the topic editor's title inputs get the room beside their four buttons (md left them 160 px) */}
      <DialogContent width="2xl" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {addTo ? STUDY_TOOLS_COPY.addMaterialTo(addTo.name) : STUDY_TOOLS_COPY.createAPathFrom}
          </DialogTitle>
          <DialogDescription>
            {step.kind === 'edit'
              ? STUDY_TOOLS_COPY.theseTopicsComeFrom
              : STUDY_TOOLS_COPY.pdfsPastedTextOrAWebPage}
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'input' ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!nothing) void submit();
            }}
          >
            {!addTo ? (
              <label className="flex flex-col gap-1 text-sm font-medium">
                {STUDY_TOOLS_COPY.pathNameOptional}
                <input className={field} value={name} onChange={(e) => setName(nameLimit(e.target.value))} />
              </label>
            ) : null}
            <label className="flex flex-col gap-1 text-sm font-medium">
              {STUDY_TOOLS_COPY.pdfFiles}
              <input
                className={field}
                type="file"
                accept="application/pdf,.pdf"
                multiple
                onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {STUDY_TOOLS_COPY.orPasteTextMarkdown}
              <textarea className={field} rows={4} value={text} onChange={(e) => setText(e.target.value)} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {STUDY_TOOLS_COPY.orAWebPage}
              <input
                className={field}
                type="url"
                inputMode="url"
                placeholder={STUDY_TOOLS_COPY.https}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
              />
            </label>
            {error ? <Alert>{error}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{STUDY_MESSAGES.cancel}</Button>
              </DialogClose>
              <Button type="submit" disabled={nothing}>
                {addTo ? STUDY_COPY.addMaterial : STUDY_TOOLS_COPY.buildMyPath}
              </Button>
            </div>
          </form>
        ) : step.kind === 'working' ? (
          <div className="flex flex-col gap-3" role="status" aria-live="polite">
            <p className="flex items-center gap-2 text-sm">
              <Spinner className="size-4" /> {step.message}
            </p>
            <div
              className="h-2 rounded-full bg-muted"
              role="progressbar"
              aria-label={STUDY_TOOLS_COPY.readingYourMaterial}
              aria-valuemin={0}
              aria-valuemax={step.total}
              aria-valuenow={step.done}
            >
              <div
                className="h-2 rounded-full bg-primary transition-all"
                style={{ width: `${Math.round((step.done / step.total) * 100)}%` }}
              />
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <ol className="flex flex-col gap-2" aria-label={STUDY_TOOLS_COPY.topics}>
              {topics.map((t, i) => (
                <li
                  key={t.id}
                  className="flex flex-col gap-2 rounded-lg border border-border p-2 sm:flex-row sm:items-center"
                >
                  <span
                    className="hidden w-6 text-right text-xs text-muted-foreground sm:inline"
                    aria-hidden="true"
                  >
                    {i + 1}.
                  </span>
                  <div className="min-w-0 flex-1">
                    <input
                      className={`${field} w-full`}
                      aria-label={STUDY_TOOLS_COPY.topicTitle(i + 1)}
                      value={t.title}
                      onChange={(e) =>
                        setTopics((list) =>
                          list.map((x, k) => (k === i ? { ...x, title: nameLimit(e.target.value) } : x)),
                        )
                      }
                    />
                    {t.merge.length ? (
                      <p className="mt-1 text-xs text-muted-foreground">
                        {STUDY_TOOLS_COPY.includes(t.merge.map((m) => m.title).join('; '))}
                      </p>
                    ) : null}
                    <SubtopicList
                      topicTitle={t.title}
                      subtopics={[...t.subtopics, ...t.merge.flatMap((m) => m.subtopics)]}
                      className="mt-1"
                    />
                  </div>
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={STUDY_TOOLS_COPY.moveUp(t.title)}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={STUDY_TOOLS_COPY.moveDown(t.title)}
                      disabled={i === topics.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={STUDY_TOOLS_COPY.mergeWithTheNext(t.title)}
                      disabled={i === topics.length - 1}
                      onClick={() => mergeNext(i)}
                    >
                      <Merge className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={STUDY_TOOLS_COPY.delete(t.title)}
                      disabled={topics.length === 1}
                      onClick={() => remove(i)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
            {lastDeleted ? (
              <p className="flex items-center gap-2 text-sm" role="status">
                {STUDY_TOOLS_COPY.deleted(lastDeleted.topic.title)}
                <Button size="sm" variant="outline" onClick={undo}>
                  <Undo2 className="size-4" aria-hidden="true" />
                  {STUDY_TOOLS_COPY.undo}
                </Button>
              </p>
            ) : null}
            {error ? <Alert>{error}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => void discard()} disabled={saving}>
                {STUDY_TOOLS_COPY.discardThisPath}
              </Button>
              <Button onClick={() => void start()} disabled={saving || topics.some((t) => !t.title.trim())}>
                {saving ? <Spinner /> : null}
                {STUDY_TOOLS_COPY.startStudying}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
