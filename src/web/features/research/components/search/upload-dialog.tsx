import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import type { ScholarWork } from '../../../../../shared/schemas/research';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client';
import { researchApi } from '../../api/research-api';

const FIELD = 'h-10 w-full rounded-md border border-input bg-card px-3 text-sm';
const MAX_MB = 50;

/** Adds one of the student's own PDFs to their searchable library (title, authors, year, abstract). */
export function UploadDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: (works: ScholarWork[]) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get('file');
    const next: Record<string, string> = {};
    if (!(file instanceof File) || file.size === 0) next.file = M.uploadNeedsPdf;
    else if (file.size > MAX_MB * 1024 * 1024) next.file = M.pdfTooLarge;
    if (!String(form.get('title') ?? '').trim()) next.title = M.uploadNeedsTitle;
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
      setError(errorMessage(err, 'The PDF could not be uploaded. Please try again.'));
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
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload a PDF</DialogTitle>
          <DialogDescription>Add a paper you already have. It is read, kept private to you, and becomes searchable and citable.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="grid gap-3" noValidate>
          <div className="grid gap-1">
            <label htmlFor="upload-file" className="text-sm font-medium">
              PDF file (up to {MAX_MB} MB)
            </label>
            <input id="upload-file" name="file" type="file" accept="application/pdf,.pdf" className="text-sm" aria-invalid={Boolean(fields.file)} aria-describedby={fields.file ? 'upload-file-error' : undefined} />
            {fieldError('file')}
          </div>
          <div className="grid gap-1">
            <label htmlFor="upload-title" className="text-sm font-medium">
              Title
            </label>
            <input id="upload-title" name="title" maxLength={1000} className={FIELD} aria-invalid={Boolean(fields.title)} aria-describedby={fields.title ? 'upload-title-error' : undefined} />
            {fieldError('title')}
          </div>
          <div className="grid grid-cols-[1fr_6rem] gap-3">
            <div className="grid gap-1">
              <label htmlFor="upload-authors" className="text-sm font-medium">
                Authors
              </label>
              <input id="upload-authors" name="authors" maxLength={2000} placeholder="Ann Lee, Ben Ode" className={FIELD} />
            </div>
            <div className="grid gap-1">
              <label htmlFor="upload-year" className="text-sm font-medium">
                Year
              </label>
              <input id="upload-year" name="year" inputMode="numeric" maxLength={4} className={FIELD} aria-invalid={Boolean(fields.year)} aria-describedby={fields.year ? 'upload-year-error' : undefined} />
            </div>
          </div>
          {fieldError('year')}
          <div className="grid gap-1">
            <label htmlFor="upload-abstract" className="text-sm font-medium">
              Abstract (optional)
            </label>
            <textarea id="upload-abstract" name="abstract" rows={3} maxLength={20000} className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm" />
          </div>
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner /> : <Upload aria-hidden="true" />}
              {busy ? 'Uploading...' : 'Upload'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
