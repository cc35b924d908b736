import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for OpenAlex's /works list endpoint, answering in the recorded response shape (meta with
 * count/page/per_page/next_cursor, results with the 2025–2026 work fields, nulls included). Paging follows the
 * real rules: per_page ≤ 100, page × per_page ≤ 10,000, cursor paging beyond ("*" to start). Errors can be
 * scripted: `failNext(403, 2)` then success, `failNext(429)`, `malformedNext()` (invalid JSON).
 */
export interface FakeOpenAlexRequest {
  path: string;
  params: Record<string, string>;
}

export interface FakeOpenAlex {
  baseUrl: string;
  requests: FakeOpenAlexRequest[];
  /** Total works the fake index holds (default 12,345). */
  setTotal(n: number): void;
  failNext(status: number, times?: number, body?: unknown): void;
  malformedNext(times?: number): void;
  /** Forgets scripted failures and recorded requests, and restores the default size. */
  reset(): void;
  close(): Promise<void>;
}

/** A work object shaped like a real OpenAlex result (some fields null, as in the recorded fixtures). */
export function fakeOpenAlexWork(i: number, withSearch: boolean): Record<string, unknown> {
  const id = `https://openalex.org/W${4_000_000_000 + i}`;
  const year = 2000 + (i % 25);
  const oa = i % 4 !== 3;
  const pdf = oa && i % 2 === 0 ? `https://repository.example.org/bitstream/${i}/paper.pdf` : null;
  const landing = `https://doi.org/10.9999/fake.${i}`;
  const location = {
    id: `doi:10.9999/fake.${i}`,
    is_oa: oa,
    landing_page_url: landing,
    pdf_url: pdf,
    source:
      i % 5 === 0
        ? null
        : {
            id: 'https://openalex.org/S123',
            display_name: 'Journal of Fake Studies',
            issn_l: null,
            type: 'journal',
          },
    license: oa ? 'cc-by' : null,
    license_id: null,
    version: 'publishedVersion',
    is_accepted: true,
    is_published: true,
  };
  return {
    id,
    doi: `https://doi.org/10.9999/fake.${i}`,
    title: i % 97 === 13 ? null : `Fake study number ${i} on climate adaptation`,
    display_name: i % 97 === 13 ? null : `Fake study number ${i} on climate adaptation`,
    relevance_score: withSearch ? Math.round((1000 - (i % 1000)) * 10) / 10 : null,
    publication_year: year,
    publication_date: `${year}-03-01`,
    ids: { openalex: id, doi: `https://doi.org/10.9999/fake.${i}` },
    language: i % 10 === 7 ? 'fr' : 'en',
    primary_location: location,
    type: 'article',
    indexed_in: ['crossref'],
    open_access: {
      is_oa: oa,
      oa_status: oa ? 'gold' : 'closed',
      oa_url: oa ? (pdf ?? landing) : null,
      any_repository_has_fulltext: Boolean(pdf),
    },
    authorships: [
      {
        author_position: 'first',
        author: { id: 'https://openalex.org/A1', display_name: 'Ada Example', orcid: null },
        institutions: [],
        countries: [],
        is_corresponding: true,
        raw_author_name: 'Ada Example',
        raw_affiliation_strings: [],
        affiliations: [],
      },
      {
        author_position: 'last',
        author: { id: 'https://openalex.org/A2', display_name: 'Grace Sample', orcid: null },
        institutions: [],
        countries: [],
        is_corresponding: false,
        raw_author_name: 'Grace Sample',
        raw_affiliation_strings: [],
        affiliations: [],
      },
    ],
    cited_by_count: (i * 37) % 2000,
    is_retracted: i % 50 === 49,
    is_paratext: false,
    primary_topic: null,
    topics: [
      {
        id: 'https://openalex.org/T10001',
        display_name: 'Climate Change Adaptation',
        score: 0.99,
        subfield: null,
        field: null,
        domain: null,
      },
    ],
    locations_count: 1,
    locations: [location],
    best_oa_location: oa ? location : null,
    has_content: { pdf: Boolean(pdf), grobid_xml: false },
    abstract_inverted_index: i % 3 === 0 ? null : { Sea: [0], levels: [1], rise: [2], 'fast.': [3] },
    updated_date: '2026-01-01T00:00:00',
    created_date: '2025-01-01',
  };
}

export async function startFakeOpenAlex(): Promise<FakeOpenAlex> {
  const requests: FakeOpenAlexRequest[] = [];
  let total = 12_345;
  const failures: Array<{ status: number; body: unknown }> = [];
  let malformed = 0;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = Object.fromEntries(url.searchParams.entries());
    requests.push({ path: url.pathname, params });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const failure = failures.shift();
    if (failure) return send(failure.status, failure.body);
    if (malformed > 0) {
      malformed -= 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"meta": {"count": 1, "results": [');
    }
    if (url.pathname !== '/works')
      return send(404, { error: 'Not found', message: `No such path ${url.pathname}` });
    const perPage = Number(params.per_page ?? params['per-page'] ?? '25');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      return send(400, { error: 'Invalid query parameters error.', message: 'per_page is limited to 100.' });
    }
    const withSearch = Boolean(params.search);
    let offset: number;
    let page: number | null;
    if (params.cursor !== undefined) {
      offset = params.cursor === '*' ? 0 : Number(Buffer.from(params.cursor, 'base64url').toString('utf8'));
      if (!Number.isInteger(offset) || offset < 0)
        return send(400, { error: 'Invalid query parameters error.', message: 'cursor is not valid' });
      page = null;
    } else {
      page = Number(params.page ?? '1');
      if (page * perPage > 10_000) {
        return send(400, {
          error: 'Invalid query parameters error.',
          message:
            'Maximum results size of 10,000 records is exceeded. Cursor pagination is required for records beyond 10,000.',
        });
      }
      offset = (page - 1) * perPage;
    }
    const results = [];
    for (let i = offset; i < Math.min(total, offset + perPage); i++)
      results.push(fakeOpenAlexWork(i, withSearch));
    const nextOffset = offset + results.length;
    send(200, {
      meta: {
        count: total,
        db_response_time_ms: 17,
        page,
        per_page: perPage,
        next_cursor:
          page === null
            ? nextOffset < total
              ? Buffer.from(String(nextOffset)).toString('base64url')
              : null
            : null,
        groups_count: null,
        cost_usd: withSearch ? 0.001 : 0.0001,
      },
      results,
      group_by: [],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setTotal: (n) => {
      total = n;
    },
    failNext(status, times = 1, body = { error: 'Error', message: `HTTP ${status}` }) {
      for (let i = 0; i < times; i++) failures.push({ status, body });
    },
    malformedNext(times = 1) {
      malformed += times;
    },
    reset() {
      failures.length = 0;
      malformed = 0;
      requests.length = 0;
      total = 12_345;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
