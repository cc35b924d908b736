/**
 * The hostile-input sweep: every route of the API (read from the app's own route table, so a route added later is
 * swept too) gets a generated corpus of hostile values in its path parameters, its query and its JSON body — NUL,
 * lone surrogates, 1 MB strings, 10 000 levels of nesting, huge and negative numbers, `__proto__`, arrays where
 * objects belong, wrong content types, bodies that are not JSON — signed out, as a subscriber and as a demo user.
 * Whatever is sent, no answer may be a 5xx.
 *
 * Bodies start from one "plausible" object holding a valid-looking value for every field of every shared request
 * schema (made from the schemas' JSON Schema), so a hostile value in one field gets past the others' validation
 * and reaches the service and the database.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_IP_HEADER, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { call, demoStudyUser, startPath, studyUser, type TestUser } from '../testing/study-helpers';
import * as accounts from '../shared/schemas/accounts';
import * as aiHttp from '../shared/schemas/ai-http';
import * as billing from '../shared/schemas/billing';
import * as demo from '../shared/schemas/demo';
import * as essays from '../shared/schemas/essays';
import * as research from '../shared/schemas/research';
import * as study from '../shared/schemas/study';

const SEED = 20261122;
/** Generated cases per route and caller (3 callers). */
const CASES_PER_ROUTE = 4;
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

// ───────────────────────────── the corpus ─────────────────────────────

const MB = 1024 * 1024;
const HOSTILE_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\u0000\uDC00x',
  '\uFFFF\uFFFE',
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '9'.repeat(400),
  '-1',
  'NaN',
  '1e309',
  'null',
  '00000000-0000-0000-0000-000000000000',
];
/** For the URL (path and query): a real server refuses request heads over 16 KB, so the long ones stay below. */
const hostileUrlText = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(4000), '\u0000'.repeat(1000), 'y\uD800'.repeat(500)) },
);
/** For bodies: 1 MB strings too. */
const hostileText = fc.oneof(
  { weight: 9, arbitrary: hostileUrlText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'x'.repeat(MB),
      'x'.repeat(900 * 1024),
      '\u0000'.repeat(150 * 1024),
      'y\uD800'.repeat(70 * 1024),
    ),
  },
);

const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000);
const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
/** JSON text, so values JSON.stringify cannot make (1e999, a literal __proto__ key) are sent too. */
const hostileJson = fc.oneof(
  { weight: 5, arbitrary: hostileText.map((s) => JSON.stringify(s)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1e999',
      '-1e999',
      '1e308',
      '-1',
      '-2147483649',
      '9007199254740993',
      '0.5',
      '-0',
      '1e-320',
      'true',
      'null',
      '[]',
      '{}',
      '[1,"a",null]',
      '{"__proto__":{"isAdmin":true,"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
    ),
  },
  { weight: 1, arbitrary: fc.double().map((n) => (Number.isFinite(n) ? String(n) : '1e999')) },
  { weight: 1, arbitrary: fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT) },
);

/** A path segment: hostile text, percent-encoded by hand so lone surrogates and NUL arrive as such. */
function pathSegment(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

// ───────────────────────────── plausible bodies from the shared schemas ─────────────────────────────

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

function example(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return example(options.find((o) => o.type !== 'null') ?? options[0], depth + 1);
  if (schema.allOf) return example(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'sweep.user@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'http://127.0.0.1:9/paper.pdf';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return '2026-11-22T10:00:00Z';
      return 'Plausible text'.padEnd(schema.minLength ?? 0, ' text').slice(0, schema.maxLength ?? 1000);
    case 'number':
    case 'integer':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.min(Math.max(schema.minItems ?? 1, 1), 3) }, () =>
        example(schema.items, depth + 1),
      );
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {}))
        out[key] = example(value, depth + 1);
      return out;
    }
    default:
      return null;
  }
}

/** One object with a plausible value for every field of every shared object schema (first schema wins). */
function plausibleFields(): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const schemas = [accounts, aiHttp, billing, demo, essays, research, study].flatMap((mod) =>
    Object.entries(mod),
  );
  // Query schemas first: their fields (page, per_page, format…) are the ones a query carries.
  schemas.sort(([a], [b]) => Number(!a.includes('Query')) - Number(!b.includes('Query')));
  {
    for (const [, value] of schemas) {
      if (!(value instanceof z.ZodObject)) continue;
      let json: JsonSchema;
      try {
        json = z.toJSONSchema(value, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
      } catch {
        continue;
      }
      for (const [key, prop] of Object.entries(json.properties ?? {}))
        if (!(key in fields)) fields[key] = example(prop);
    }
  }
  return fields;
}

// ───────────────────────────── the callers ─────────────────────────────

interface Caller {
  name: string;
  user: TestUser | null;
  /** A new signed-in user of this kind, with its rows (sign-out and ending a demo are routes of the sweep too). */
  renew?: () => Promise<Caller>;
  /** Real ids of this caller's own rows, by path-parameter / field name. */
  ids: Record<string, string>;
}

async function callerWithRows(t: TestApp, name: string, user: TestUser): Promise<Caller> {
  const essayRes = await call(t, user, 'POST', '/api/essays', { title: 'Sweep essay' });
  expect(essayRes.status).toBe(201);
  const { essay } = (await essayRes.json()) as { essay: { id: string } };
  const path = await startPath(t, user, 'comptia-a-plus');
  const topicId = path.topics[0]?.id ?? 'none';
  const ids = {
    id: essay.id,
    essayId: essay.id,
    pathId: path.id,
    studyPathId: path.id,
    topicId,
    userId: user.id,
  };
  return { name, user, ids };
}

async function stillSignedIn(t: TestApp, caller: Caller): Promise<Caller> {
  if (!caller.user || !caller.renew) return caller;
  const me = (await (await call(t, caller.user, 'GET', '/api/me')).json()) as { user: unknown };
  return me.user ? caller : caller.renew();
}

interface Route {
  method: string;
  path: string;
  params: string[];
}

/** Every concrete route of the app; `ALL` entries are the middleware (run on every route) and the 404 fallback. */
function routesOf(t: TestApp): Route[] {
  const seen = new Map<string, Route>();
  for (const r of t.app.routes) {
    if (!METHODS.has(r.method)) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    const params = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    seen.set(key, { method: r.method, path: r.path, params });
  }
  return [...seen.values()];
}

type Case =
  /** Every path parameter set to the value. */
  | { where: 'path'; value: string }
  /** Every query key set to the value, or the value put inside each plausible value (`embed`). */
  | { where: 'query'; value: string; embed: boolean }
  /** Every text field of the plausible body set to the hostile text (or holding it inside); ids stay valid. */
  | { where: 'texts'; value: string; embed: boolean }
  /** Every field of the plausible body (ids included) set to the hostile JSON. */
  | { where: 'fields'; json: string }
  /** The whole body replaced. */
  | { where: 'body'; json: string; contentType: string };

function caseArbitrary(route: Route): fc.Arbitrary<Case> {
  const arbs: fc.Arbitrary<Case>[] = [
    fc.record({ where: fc.constant('query' as const), value: hostileUrlText, embed: fc.boolean() }),
  ];
  if (route.params.length > 0)
    arbs.push(fc.record({ where: fc.constant('path' as const), value: hostileUrlText }));
  if (route.method !== 'GET') {
    arbs.push(
      fc.record({ where: fc.constant('texts' as const), value: hostileText, embed: fc.boolean() }),
      fc.record({ where: fc.constant('texts' as const), value: hostileText, embed: fc.boolean() }),
      fc.record({ where: fc.constant('fields' as const), json: hostileJson }),
      fc.record({
        where: fc.constant('body' as const),
        json: fc.oneof(hostileJson, fc.constantFrom('not json {', '{"a":', '', '\u0000', 'a=b&c=d')),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
        ),
      }),
    );
  }
  return fc.oneof(...arbs);
}

/** The cases every route gets besides the generated ones: NUL and a lone surrogate wherever input goes. */
function anchorCases(route: Route): Case[] {
  const cases: Case[] = [{ where: 'query', value: '\u0000', embed: true }];
  if (route.params.length > 0) cases.push({ where: 'path', value: 'a\u0000b' });
  if (route.method !== 'GET')
    cases.push(
      { where: 'texts', value: '\u0000', embed: true },
      { where: 'texts', value: '\uD800', embed: true },
    );
  return cases;
}

/** The hostile text instead of `plausible`, or inside it (after its first character) so its format still fits. */
function hostileIn(plausible: string, hostile: string, embed: boolean): string {
  return embed ? plausible.slice(0, 1) + hostile + plausible.slice(1) : hostile;
}

const MARK = '\u0001HOSTILE\u0001';

/** `value` as JSON text in place of every marked value of `body`. */
function withHostile(body: Record<string, unknown>, json: string): string {
  return JSON.stringify(body).split(JSON.stringify(MARK)).join(json);
}

let requestCount = 0;

function requestFor(route: Route, caller: Caller, base: Record<string, unknown>, c: Case) {
  const segments = route.params.map((p) =>
    c.where === 'path' ? pathSegment(c.value) : encodeURIComponent(caller.ids[p] ?? 'W1'),
  );
  let i = 0;
  let path = route.path.replace(/:\w+/g, () => segments[i++] as string).replace('*', 'sweep');
  const query: string[] = [];
  for (const [key, value] of Object.entries(base))
    if (typeof value === 'string' || typeof value === 'number')
      query.push(
        `${encodeURIComponent(key)}=${c.where === 'query' ? pathSegment(hostileIn(String(value), c.value, c.embed)) : encodeURIComponent(value)}`,
      );
  path += `?${query.join('&')}`;
  // A fresh client address per request, so per-IP rate limits answer 429 no sooner than they would anyway.
  requestCount++;
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    [TEST_IP_HEADER]: `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
  };
  if (caller.user) headers.cookie = caller.user.cookie;
  let body: string | undefined;
  if (route.method !== 'GET') {
    headers['content-type'] = 'application/json';
    if (c.where === 'body') {
      body = c.json;
      headers['content-type'] = c.contentType;
    } else if (c.where === 'texts') {
      // A long value goes into one text field (the body limit is 1 MB), a short one into all of them.
      const texts = Object.keys(base).filter((k) => typeof base[k] === 'string' && !(k in caller.ids));
      const one = texts[c.value.length % texts.length];
      const marked = Object.fromEntries(
        Object.entries(base).map(([k, v]) => [
          k,
          texts.includes(k) && (c.value.length < 10_000 || k === one) ? MARK : v,
        ]),
      );
      body = JSON.stringify(
        Object.fromEntries(
          Object.entries(marked).map(([k, v]) => [
            k,
            v === MARK ? hostileIn(String(base[k]), c.value, c.embed) : v,
          ]),
        ),
      );
    } else if (c.where === 'fields') {
      body = withHostile(Object.fromEntries(Object.keys(base).map((k) => [k, MARK])), c.json);
    } else body = JSON.stringify(base);
  }
  return { path, init: { method: route.method, headers, ...(body !== undefined ? { body } : {}) } };
}

function describeCase(c: Case): string {
  const show = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…(${s.length})` : s);
  switch (c.where) {
    case 'path':
      return `path = ${show(c.value)}`;
    case 'query':
    case 'texts':
      return `${c.where} ${c.embed ? 'holding' : '='} ${show(c.value)}`;
    case 'fields':
      return `every body field = ${show(c.json)}`;
    case 'body':
      return `body (${c.contentType}) = ${show(c.json)}`;
  }
}

// ───────────────────────────── the sweep ─────────────────────────────

let t: TestApp;
let callers: Caller[];

beforeAll(async () => {
  t = await createTestApp();
  const subscriber = async (): Promise<Caller> => ({
    ...(await callerWithRows(t, 'subscriber', await studyUser(t, true))),
    renew: subscriber,
  });
  const demoUser = async (): Promise<Caller> => ({
    ...(await callerWithRows(t, 'demo user', await demoStudyUser(t))),
    renew: demoUser,
  });
  callers = [{ name: 'signed out', user: null, ids: {} }, await subscriber(), await demoUser()];
  callers[0]!.ids = callers[1]!.ids;
});

afterAll(async () => {
  await t?.close();
});

describe('the hostile-input sweep', () => {
  it('answers no generated hostile request to any route with a 5xx', async () => {
    const routes = routesOf(t);
    expect(routes.length).toBeGreaterThan(80);
    const fields = plausibleFields();
    const failures: string[] = [];
    let sent = 0;
    for (const [r, route] of routes.entries()) {
      for (const [k, current] of callers.entries()) {
        const caller = await stillSignedIn(t, current);
        callers[k] = caller;
        const base = { ...fields, ...caller.ids };
        const cases = [
          ...anchorCases(route),
          ...fc.sample(caseArbitrary(route), { seed: SEED + r * 7 + k, numRuns: CASES_PER_ROUTE }),
        ];
        for (const c of cases) {
          const { path, init } = requestFor(route, caller, base, c);
          const res = await t.app.request(path, init);
          sent++;
          if (res.status >= 500) {
            failures.push(
              `${res.status} ${route.method} ${route.path} (${caller.name}): ${describeCase(c)} → ${(await res.text()).slice(0, 120)}`,
            );
          } else await res.body?.cancel();
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length * 3 * 4);
    expect(
      failures,
      `${failures.length} of ${sent} requests to ${routes.length} routes answered 5xx`,
    ).toEqual([]);
  }, 300_000);
});
