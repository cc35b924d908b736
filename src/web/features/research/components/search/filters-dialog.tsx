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
          <DialogTitle>Filters & Sort</DialogTitle>
          <DialogDescription>
            Results are always limited to open access, English, with PDF access.
          </DialogDescription>
        </DialogHeader>
        {open ? <FiltersForm filters={filters} sort={sort} onClose={onClose} onApply={onApply} /> : null}
      </DialogContent>
    </Dialog>
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
      next.to = 'The end year must not be before the start year.';
    setErrors(next);
    if (next.from || next.to) return;
    onApply({ yearFrom: f.value, yearTo: t.value }, order);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1">
          <label htmlFor="year-from" className="text-sm font-medium">
            Publication year from
          </label>
          <input
            id="year-from"
            inputMode="numeric"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder="e.g. 2015"
            className={FIELD}
            aria-invalid={Boolean(errors.from)}
            aria-describedby={errors.from ? 'year-from-error' : undefined}
          />
          {errors.from ? (
            <p id="year-from-error" className="text-xs text-danger">
              {errors.from}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label htmlFor="year-to" className="text-sm font-medium">
            Publication year to
          </label>
          <input
            id="year-to"
            inputMode="numeric"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder="e.g. 2025"
            className={FIELD}
            aria-invalid={Boolean(errors.to)}
            aria-describedby={errors.to ? 'year-to-error' : undefined}
          />
          {errors.to ? (
            <p id="year-to-error" className="text-xs text-danger">
              {errors.to}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor="sort-by" className="text-sm font-medium">
          Sort by
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
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
