import { useState, type FormEvent } from 'react';
import { SORT_OPTIONS, type WorksSort } from '../../../../../shared/research/filters';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { parseYear, type YearFilters } from '../../lib/search-model';
import { RESEARCH_COPY } from '../../messages';

const FIELD = 'h-10 w-full rounded-md border border-input bg-card px-3 text-sm';

/** Publication years and sort (spec 3 §2.2). */
export function FiltersDialog({
  open,
  filters,
  sort,
  onClose,
  onApply,
}: {
  open: boolean;
  filters: YearFilters;
  sort: WorksSort;
  onClose: () => void;
  onApply: (filters: YearFilters, sort: WorksSort) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{RESEARCH_COPY.filtersSort}</DialogTitle>
          <DialogDescription>{RESEARCH_COPY.resultsAreAlwaysLimited}</DialogDescription>
        </DialogHeader>
        {open ? <FiltersForm filters={filters} sort={sort} onClose={onClose} onApply={onApply} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** A publication-year input with its label and its error wired to it. */
function YearField({
  id,
  label,
  value,
  onChange,
  placeholder,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={FIELD}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FiltersForm({
  filters,
  sort,
  onClose,
  onApply,
}: {
  filters: YearFilters;
  sort: WorksSort;
  onClose: () => void;
  onApply: (filters: YearFilters, sort: WorksSort) => void;
}) {
  const [from, setFrom] = useState(filters.yearFrom === null ? '' : String(filters.yearFrom));
  const [to, setTo] = useState(filters.yearTo === null ? '' : String(filters.yearTo));
  const [order, setOrder] = useState<WorksSort>(sort);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const f = parseYear(from);
    const t = parseYear(to);
    const next: { from?: string; to?: string } = {};
    if (f.error) next.from = f.error;
    if (t.error) next.to = t.error;
    if (!next.from && !next.to && f.value !== null && t.value !== null && f.value > t.value)
      next.to = RESEARCH_COPY.theEndYearMust;
    setErrors(next);
    if (next.from || next.to) return;
    onApply({ yearFrom: f.value, yearTo: t.value }, order);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <YearField
          id="year-from"
          label={RESEARCH_COPY.publicationYearFrom}
          value={from}
          onChange={setFrom}
          placeholder={RESEARCH_COPY.yearExample(2015)}
          error={errors.from}
        />
        <YearField
          id="year-to"
          label={RESEARCH_COPY.publicationYearTo}
          value={to}
          onChange={setTo}
          placeholder={RESEARCH_COPY.yearExample(2025)}
          error={errors.to}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="sort-by" className="text-sm font-medium">
          {RESEARCH_COPY.sortBy}
        </label>
        <select
          id="sort-by"
          value={order}
          onChange={(e) => setOrder(e.target.value as WorksSort)}
          className={FIELD}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {RESEARCH_COPY.cancel}
        </Button>
        <Button type="submit">{RESEARCH_COPY.apply}</Button>
      </div>
    </form>
  );
}
