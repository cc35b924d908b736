import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import {
  UPLOAD_WORK_TYPES,
  uploadFieldsSchema,
  type ScholarWork,
} from '../../../../../shared/schemas/research';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client';
import { researchApi } from '../../api/research-api';
import { RESEARCH_LIMITS } from '../../../../../shared/limits';
import { RESEARCH_COPY } from '../../messages';

const FIELD = 'h-10 w-full rounded-md border border-input bg-card px-3 text-sm';

const WORK_TYPE_LABELS: Record<(typeof UPLOAD_WORK_TYPES)[number], string> = {
  article: RESEARCH_COPY.journalArticle,
  book: 'Book',
  'book-chapter': RESEARCH_COPY.bookChapter,
  preprint: 'Preprint',
  dataset: RESEARCH_COPY.dataSet,
  dissertation: 'Dissertation',
  report: 'Report',
};

/** The citation fields of the form (issue 19): what the reference list needs beyond title, authors and year. */
const CITATION_FIELDS: ReadonlyArray<{ name: string; label: string; max: number; placeholder?: string }> = [
  {
    name: 'container',
    label: RESEARCH_COPY.publishedInJournalBook,
    max: 1000,
    placeholder: 'Nature',
  },
  { name: 'volume', label: 'Volume', max: 50 },
  { name: 'issue', label: 'Issue', max: 50 },
  { name: 'pages', label: 'Pages', max: 50, placeholder: '853-858' },
  { name: 'publisher', label: 'Publisher', max: 500 },
  { name: 'doi', label: 'DOI', max: 300, placeholder: '10.1038/35002501' },
];
const CITATION_FIELD_NAMES: readonly string[] = ['type', ...CITATION_FIELDS.map((f) => f.name)];

/** Adds one of the student's own PDFs to their searchable library (title, authors, year, abstract). */
export function UploadDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: (works: ScholarWork[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get('file');
    const next: Record<string, string> = {};
    if (!(file instanceof File) || file.size === 0) next.file = M.uploadNeedsPdf;
    else if (file.size > RESEARCH_LIMITS.maxPdfBytes) next.file = M.pdfTooLarge;
    if (!String(form.get('title') ?? '').trim()) next.title = M.uploadNeedsTitle;
    // The citation fields are checked by the server's own schema before sending (a malformed DOI, a long volume).
    const citation = uploadFieldsSchema.safeParse(
      Object.fromEntries(CITATION_FIELD_NAMES.map((name) => [name, String(form.get(name) ?? '')])),
    );
    if (!citation.success)
      for (const issue of citation.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (CITATION_FIELD_NAMES.includes(name)) next[name] ??= issue.message;
      }
    setFields(next);
    setError(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await researchApi.upload(form);
      const { works } = await researchApi.uploads();
      onUploaded(works);
      onClose();
    } catch (err) {
      if (err instanceof ApiRequestError && Object.keys(err.fields).length > 0) setFields(err.fields);
      setError(errorMessage(err, RESEARCH_COPY.thePdfCouldNot));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) =>
    fields[name] ? (
      <p id={`upload-${name}-error`} className="text-xs text-danger">
        {fields[name]}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={(o) => (o || busy ? undefined : onClose())}>
      <DialogContent width="2xl" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{RESEARCH_COPY.uploadAPdf}</DialogTitle>
          <DialogDescription>{RESEARCH_COPY.addAPaperYou}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="grid gap-3" noValidate>
          <div className="grid gap-1">
            <label htmlFor="upload-file" className="text-sm font-medium">
              {RESEARCH_COPY.pdfFileUpTo(RESEARCH_LIMITS.maxPdfBytes / (1024 * 1024))}
            </label>
            <input
              id="upload-file"
              name="file"
              type="file"
              accept="application/pdf,.pdf"
              className="text-sm"
              aria-invalid={Boolean(fields.file)}
              aria-describedby={fields.file ? 'upload-file-error' : undefined}
            />
            {fieldError('file')}
          </div>
          <div className="grid gap-1">
            <label htmlFor="upload-title" className="text-sm font-medium">
              {RESEARCH_COPY.title}
            </label>
            <input
              id="upload-title"
              name="title"
              maxLength={RESEARCH_LIMITS.uploadTitleMax}
              className={FIELD}
              aria-invalid={Boolean(fields.title)}
              aria-describedby={fields.title ? 'upload-title-error' : undefined}
            />
            {fieldError('title')}
          </div>
          <div className="grid grid-cols-[1fr_6rem] gap-3">
            <div className="grid gap-1">
              <label htmlFor="upload-authors" className="text-sm font-medium">
                {RESEARCH_COPY.authors}
              </label>
              <input
                id="upload-authors"
                name="authors"
                maxLength={RESEARCH_LIMITS.uploadAuthorsMax}
                placeholder={RESEARCH_COPY.annLeeBenOde}
                className={FIELD}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor="upload-year" className="text-sm font-medium">
                {RESEARCH_COPY.year}
              </label>
              <input
                id="upload-year"
                name="year"
                inputMode="numeric"
                maxLength={4}
                className={FIELD}
                aria-invalid={Boolean(fields.year)}
                aria-describedby={fields.year ? 'upload-year-error' : undefined}
              />
            </div>
          </div>
          {fieldError('year')}
          <fieldset className="grid gap-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">{RESEARCH_COPY.citationDetailsOptional}</legend>
            <div className="grid gap-1">
              <label htmlFor="upload-type" className="text-sm font-medium">
                {RESEARCH_COPY.kindOfWork}
              </label>
              <select
                id="upload-type"
                name="type"
                defaultValue="article"
                className={FIELD}
                aria-invalid={Boolean(fields.type)}
                aria-describedby={fields.type ? 'upload-type-error' : undefined}
              >
                {UPLOAD_WORK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {WORK_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
              {fieldError('type')}
            </div>
            <div className="grid grid-cols-3 gap-3">
              {CITATION_FIELDS.map((f) => (
                <div
                  key={f.name}
                  className={
                    f.name === 'container' || f.name === 'publisher' || f.name === 'doi'
                      ? 'col-span-3 grid gap-1'
                      : 'grid gap-1'
                  }
                >
                  <label htmlFor={`upload-${f.name}`} className="text-sm font-medium">
                    {f.label}
                  </label>
                  <input
                    id={`upload-${f.name}`}
                    name={f.name}
                    maxLength={f.max}
                    placeholder={f.placeholder}
                    className={FIELD}
                    aria-invalid={Boolean(fields[f.name])}
                    aria-describedby={fields[f.name] ? `upload-${f.name}-error` : undefined}
                  />
                  {fieldError(f.name)}
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1">
            <label htmlFor="upload-abstract" className="text-sm font-medium">
              {RESEARCH_COPY.abstractOptional}
            </label>
            <textarea
              id="upload-abstract"
              name="abstract"
              rows={3}
              maxLength={RESEARCH_LIMITS.uploadAbstractMax}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm"
            />
          </div>
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {RESEARCH_COPY.cancel}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner /> : <Upload aria-hidden="true" />}
              {busy ? RESEARCH_COPY.uploading : RESEARCH_COPY.upload}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
