import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2, X } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../shared/messages';
import {
  canCreateEssay,
  NEW_ESSAY_DEFAULTS,
  NEW_ESSAY_OPTIONS,
  optionLabel,
  type EssayMode,
  type NewEssayForm,
} from '../../../../shared/essays/options';
import type { Essay } from '../../../../shared/schemas/essays';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { essaysApi } from '../api/essays-api';
import { ESSAY_LIMITS } from '../../../../shared/limits';
import { ESSAYS_COPY } from '../messages';

export const essaysQueryKey = (mode: EssayMode) => ['essays', mode] as const;

const TEXTS = {
  academic: {
    create: M.createAcademicEssay,
    list: M.academicListTitle,
    loading: M.loadingEssays,
    empty: M.noAcademicEssays,
  },
  creative: {
    create: M.createCreativePiece,
    list: M.creativeListTitle,
    loading: M.loadingCreativePieces,
    empty: M.noCreativePieces,
  },
} as const;

const UNDO_MS = 6_000;

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString();
}

export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-md border border-input bg-card px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Create card, list and delete-with-undo of one panel (spec 2 §2.1, §2.5, §2.8). */
export function EssayList({ mode, onOpen }: { mode: EssayMode; onOpen: (essay: Pick<Essay, 'id'>) => void }) {
  const t = TEXTS[mode];
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<NewEssayForm>({ title: '', ...NEW_ESSAY_DEFAULTS[mode] });
  const [createError, setCreateError] = useState<string | null>(null);
  const [undo, setUndo] = useState<{ id: string; title: string } | null>(null);
  const undoTimer = useRef<number | undefined>(undefined);
  const list = useQuery({
    queryKey: essaysQueryKey(mode),
    queryFn: () => essaysApi.list(mode).catch(() => []),
  });
  useEffect(() => () => window.clearTimeout(undoTimer.current), []);

  const create = useMutation({
    mutationFn: () =>
      essaysApi.create({
        title: form.title.trim(),
        mode,
        essay_type: form.essayType,
        writing_style: form.writingStyle,
        target_length: form.targetLength,
        audience: form.audience,
        tone: form.tone,
      }),
    onSuccess: (essay) => {
      void queryClient.invalidateQueries({ queryKey: essaysQueryKey(mode) });
      setForm({ title: '', ...NEW_ESSAY_DEFAULTS[mode] });
      setOpen(false);
      onOpen(essay);
    },
    onError: () => setCreateError(M.createFailed),
  });

  async function remove(id: string, title: string) {
    try {
      await essaysApi.remove(id);
      setUndo({ id, title });
      window.clearTimeout(undoTimer.current);
      undoTimer.current = window.setTimeout(() => setUndo(null), UNDO_MS);
    } catch {
      // Logged only (spec 2 §8).
    }
    void queryClient.invalidateQueries({ queryKey: essaysQueryKey(mode) });
  }

  async function restore() {
    if (!undo) return;
    window.clearTimeout(undoTimer.current);
    setUndo(null);
    try {
      await essaysApi.restore(undo.id);
    } catch {
      // The restore window passed; the list shows the truth.
    }
    void queryClient.invalidateQueries({ queryKey: essaysQueryKey(mode) });
  }

  const options = NEW_ESSAY_OPTIONS[mode];
  const set = (key: keyof NewEssayForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const essays = list.data ?? [];

  return (
    <div className="grid min-w-0 gap-6">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle>{t.create}</CardTitle>
          <Button
            variant={open ? 'outline' : 'primary'}
            size="sm"
            aria-expanded={open}
            onClick={() => {
              setOpen((o) => !o);
              setCreateError(null);
            }}
          >
            {open ? M.cancel : M.createEssayToggle}
          </Button>
        </CardHeader>
        {open ? (
          <CardContent>
            <form
              className="grid gap-4 sm:grid-cols-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (canCreateEssay(form.title) && !create.isPending) create.mutate();
              }}
            >
              <div className="grid gap-1.5 sm:col-span-2">
                <Label htmlFor={`${mode}-title`}>{ESSAYS_COPY.title}</Label>
                <Input
                  id={`${mode}-title`}
                  value={form.title}
                  maxLength={ESSAY_LIMITS.titleMax}
                  onChange={(e) => set('title')(e.target.value)}
                  placeholder={ESSAYS_COPY.essayTitlePlaceholder}
                />
              </div>
              <SelectField
                id={`${mode}-type`}
                label={ESSAYS_COPY.essayType}
                value={form.essayType}
                options={options.essayType}
                onChange={set('essayType')}
              />
              <SelectField
                id={`${mode}-style`}
                label={ESSAYS_COPY.writingStyle}
                value={form.writingStyle}
                options={options.writingStyle}
                onChange={set('writingStyle')}
              />
              <SelectField
                id={`${mode}-length`}
                label={ESSAYS_COPY.targetLength}
                value={form.targetLength}
                options={options.targetLength}
                onChange={set('targetLength')}
              />
              <SelectField
                id={`${mode}-audience`}
                label={ESSAYS_COPY.audience}
                value={form.audience}
                options={options.audience}
                onChange={set('audience')}
              />
              <SelectField
                id={`${mode}-tone`}
                label={ESSAYS_COPY.tone}
                value={form.tone}
                options={options.tone}
                onChange={set('tone')}
              />
              {createError ? (
                <p role="alert" className="text-sm text-danger sm:col-span-2">
                  {createError}
                </p>
              ) : null}
              <div className="sm:col-span-2">
                <Button type="submit" disabled={!canCreateEssay(form.title) || create.isPending}>
                  <Plus aria-hidden="true" />
                  {ESSAYS_COPY.create}
                </Button>
              </div>
            </form>
          </CardContent>
        ) : null}
      </Card>

      <section aria-labelledby={`${mode}-list-title`} className="grid min-w-0 gap-3">
        <h2 id={`${mode}-list-title`} className="text-lg font-semibold">
          {t.list}
        </h2>
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">{t.loading}</p>
        ) : essays.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            {t.empty}
          </p>
        ) : (
          <ul className="grid min-w-0 gap-2">
            {essays.map((e) => (
              <li
                key={e.id}
                className="flex min-w-0 items-center gap-2 rounded-lg border border-border bg-card p-3 shadow-sm"
              >
                <button
                  type="button"
                  className="min-w-0 flex-1 rounded-md text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => onOpen(e)}
                >
                  <span className="block truncate font-semibold">{e.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {optionLabel(e.essay_type)} ·{' '}
                    {e.writing_style ? optionLabel(e.writing_style) : M.defaultWritingStyle} ·{' '}
                    {formatDate(e.updated_at)}
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${M.delete} ${e.title}`}
                  onClick={() => void remove(e.id, e.title)}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="hidden sm:inline">{M.delete}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {undo ? (
        <div
          role="status"
          className="fixed right-4 bottom-4 left-4 z-40 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-border bg-card p-3 shadow-lg sm:left-auto"
        >
          <span className="min-w-0 flex-1 truncate text-sm">{ESSAYS_COPY.essayDeleted(undo.title)}</span>
          <Button size="sm" variant="outline" onClick={() => void restore()}>
            {ESSAYS_COPY.undo}
          </Button>
          <Button size="icon" variant="ghost" aria-label={ESSAYS_COPY.dismiss} onClick={() => setUndo(null)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
