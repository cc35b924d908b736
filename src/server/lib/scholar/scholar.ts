/**
 * The scholarly index behind research search: one interface, two implementations — OpenAlex (with an API key)
 * and the built-in sample library (the default). Both answer in OpenAlex's response shape.
 *
 *   const page = await scholar.search({ search: 'minimum wage', filter: { isOa: true }, page: 1, perPage: 25 });
 */
import type { ScholarWork } from '../../../shared/schemas/research';
import type { WorksFilter, WorksSort } from '../../../shared/research/filters';

export interface ScholarQuery {
  search: string;
  filter: WorksFilter;
  sort?: WorksSort;
  page: number;
  /** 1–100, or 200 (served as two upstream pages of 100). */
  perPage: number;
  /** Cursor paging: "*" to start, then meta.next_cursor. When given, `page` is ignored. */
  cursor?: string;
  /** Whose uploads to include (the signed-in user's). */
  userId?: string;
}

export interface ScholarPage {
  meta: {
    count: number;
    db_response_time_ms: number | null;
    page: number | null;
    per_page: number;
    next_cursor: string | null;
  };
  results: ScholarWork[];
  cached: boolean;
}

export interface ScholarIndex {
  readonly kind: 'openalex' | 'sample';
  /** What the UI shows: "OpenAlex" or "Sample library". */
  readonly label: 'OpenAlex' | 'Sample library';
  search(query: ScholarQuery): Promise<ScholarPage>;
}

export type ScholarErrorCode =
  'slow_down' | 'budget_spent' | 'bad_response' | 'upstream' | 'too_deep' | 'invalid_request' | 'unreachable';

export class ScholarError extends Error {
  constructor(
    public readonly code: ScholarErrorCode,
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'ScholarError';
  }
}
