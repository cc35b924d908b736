import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAddress, parseIpv4, parseIpv6 } from './ip-address';
import { createSafeFetcher, SafeFetchError, type ResolvedAddress, type Resolver } from './safe-fetch';

/** A resolver answering from a table; a name missing from it fails like NXDOMAIN. */
function tableResolver(table: Record<string, ResolvedAddress[]>, calls: string[] = []): Resolver {
  return async (host) => {
    calls.push(host);
    const found = table[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  };
}

const v4 = (address: string): ResolvedAddress[] => [{ address, family: 4 }];
const v6 = (address: string): ResolvedAddress[] => [{ address, family: 6 }];

const DNS: Record<string, ResolvedAddress[]> = {
  'public.example': v4('93.184.215.14'),
  'public6.example': v6('2606:2800:21f:cb07:6820:80da:af6b:8b2c'),
  'loopback.evil.example': v4('127.0.0.1'),
  'metadata.evil.example': v4('169.254.169.254'),
  'private.evil.example': v4('10.1.2.3'),
  'mixed.evil.example': [
    { address: '93.184.215.14', family: 4 },
    { address: '192.168.1.1', family: 4 },
  ],
  'ula.evil.example': v6('fd12:3456::1'),
  'mapped.evil.example': v6('::ffff:127.0.0.1'),
  'zero.evil.example': v4('0.0.0.0'),
  'cgnat.evil.example': v4('100.64.0.1'),
  'empty.example': [],
};

// Each URL must be refused before any connection is made.
const REFUSED: Array<[string, string]> = [
  ['http://127.0.0.1/', 'blocked_address'],
  ['http://127.255.255.254:8080/x.pdf', 'blocked_address'],
  ['http://localhost/', 'blocked_address'],
  ['http://api.localhost/', 'blocked_address'],
  ['http://0.0.0.0/', 'blocked_address'],
  ['http://0/', 'blocked_address'],
  ['http://2130706433/', 'blocked_address'],
  ['http://0x7f000001/', 'blocked_address'],
  ['http://0x7f.1/', 'blocked_address'],
  ['http://017700000001/', 'blocked_address'],
  ['http://0177.0.0.1/', 'blocked_address'],
  ['http://127.1/', 'blocked_address'],
  ['http://127.0.1/', 'blocked_address'],
  ['http://10.0.0.1/', 'blocked_address'],
  ['http://172.16.0.1/', 'blocked_address'],
  ['http://172.31.255.255/', 'blocked_address'],
  ['http://192.168.0.1/', 'blocked_address'],
  ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
  ['http://0xa9fea9fe/', 'blocked_address'],
  ['http://2852039166/', 'blocked_address'],
  ['http://100.64.0.1/', 'blocked_address'],
  ['http://100.127.255.255/', 'blocked_address'],
  ['http://224.0.0.1/', 'blocked_address'],
  ['http://239.255.255.250/', 'blocked_address'],
  ['http://240.0.0.1/', 'blocked_address'],
  ['http://255.255.255.255/', 'blocked_address'],
  ['http://192.0.2.10/', 'blocked_address'],
  ['http://198.18.0.1/', 'blocked_address'],
  ['http://[::1]/', 'blocked_address'],
  ['http://[::]/', 'blocked_address'],
  ['http://[0:0:0:0:0:0:0:1]/', 'blocked_address'],
  ['http://[::ffff:127.0.0.1]/', 'blocked_address'],
  ['http://[::ffff:7f00:1]/', 'blocked_address'],
  ['http://[::ffff:169.254.169.254]/', 'blocked_address'],
  ['http://[::ffff:10.0.0.1]/', 'blocked_address'],
  ['http://[::127.0.0.1]/', 'blocked_address'],
  ['http://[fc00::1]/', 'blocked_address'],
  ['http://[fd00:ec2::254]/', 'blocked_address'],
  ['http://[fe80::1]/', 'blocked_address'],
  ['http://[febf:ffff::1]/', 'blocked_address'],
  ['http://[ff02::1]/', 'blocked_address'],
  ['http://[64:ff9b::a9fe:a9fe]/', 'blocked_address'],
  ['http://[2001:db8::1]/', 'blocked_address'],
  ['http://[2002:7f00:1::]/', 'blocked_address'],
  ['http://loopback.evil.example/paper.pdf', 'blocked_address'],
  ['http://metadata.evil.example/', 'blocked_address'],
  ['http://private.evil.example/', 'blocked_address'],
  ['http://mixed.evil.example/', 'blocked_address'],
  ['http://ula.evil.example/', 'blocked_address'],
  ['http://mapped.evil.example/', 'blocked_address'],
  ['http://zero.evil.example/', 'blocked_address'],
  ['http://cgnat.evil.example/', 'blocked_address'],
  ['http://unknown.example/', 'dns_failed'],
  ['http://empty.example/', 'dns_failed'],
  ['file:///etc/passwd', 'unsupported_protocol'],
  ['ftp://public.example/file.pdf', 'unsupported_protocol'],
  ['gopher://public.example/', 'unsupported_protocol'],
  ['data:application/pdf;base64,JVBERi0=', 'unsupported_protocol'],
  ['javascript:alert(1)', 'unsupported_protocol'],
  ['http://user:pass@public.example/', 'invalid_url'],
  ['not a url', 'invalid_url'],
  ['', 'invalid_url'],
];

describe('address parsing', () => {
  it('reads every IPv4 spelling a URL or resolver accepts', () => {
    expect(parseIpv4('127.0.0.1')).toBe(0x7f000001);
    expect(parseIpv4('2130706433')).toBe(0x7f000001);
    expect(parseIpv4('0x7f.1')).toBe(0x7f000001);
    expect(parseIpv4('017700000001')).toBe(0x7f000001);
    expect(parseIpv4('127.1')).toBe(0x7f000001);
    expect(parseIpv4('0177.0.0.01')).toBe(0x7f000001);
    expect(parseIpv4('0x7F.0x0.0x0.0x1')).toBe(0x7f000001);
    expect(parseIpv4('256.0.0.1')).toBeNull();
    expect(parseIpv4('1.2.3.4.5')).toBeNull();
    expect(parseIpv4('example.com')).toBeNull();
    expect(parseIpv4('08.1.1.1')).toBeNull();
  });

  it('reads IPv6 with compression, an IPv4 tail and a zone', () => {
    expect(parseIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('[2001:db8::]')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('1::2::3')).toBeNull();
    expect(parseIpv6('12345::')).toBeNull();
  });

  it('allows public unicast addresses and refuses special ones', () => {
    for (const ok of ['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700::1111', '2a00:1450:4001:82b::200e']) {
      expect(classifyAddress(ok)?.allowed, ok).toBe(true);
    }
    for (const bad of [
      '127.0.0.1',
      '::1',
      '::ffff:169.254.169.254',
      '100.100.100.200',
      'fd00::1',
      'fe80::1',
      '::',
    ]) {
      expect(classifyAddress(bad)?.allowed, bad).toBe(false);
    }
    expect(classifyAddress('example.org')).toBeNull();
  });

  it('permits loopback only with the explicit test option, and nothing else private with it', () => {
    expect(classifyAddress('127.0.0.1', { allowLoopback: true })?.allowed).toBe(true);
    expect(classifyAddress('::1', { allowLoopback: true })?.allowed).toBe(true);
    expect(classifyAddress('10.0.0.1', { allowLoopback: true })?.allowed).toBe(false);
    expect(classifyAddress('169.254.169.254', { allowLoopback: true })?.allowed).toBe(false);
  });
});

describe('safe fetch', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end('%PDF-1.7 test');
      } else if (url.pathname === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      } else if (url.pathname === '/to-evil-name') {
        res.writeHead(301, { location: 'http://loopback.evil.example/pdf' });
        res.end();
      } else if (url.pathname === '/to-file') {
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
      } else if (url.pathname === '/hop') {
        const n = Number(url.searchParams.get('n') ?? '0');
        res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : '/pdf' });
        res.end();
      } else if (url.pathname === '/big-declared') {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(10_000) });
        res.end(Buffer.alloc(10_000));
      } else if (url.pathname === '/big-chunked') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        for (let i = 0; i < 10; i++) res.write(Buffer.alloc(1000));
        res.end();
      } else if (url.pathname === '/stall') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.write('%PDF');
        // never ends
      } else {
        res.writeHead(404);
        res.end('missing');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each(REFUSED)('refuses %s (%s) without connecting', async (url, code) => {
    const before = hits.length;
    const dnsCalls: string[] = [];
    const fetcher = createSafeFetcher({ resolver: tableResolver(DNS, dnsCalls) });
    const error = await fetcher.fetch(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as SafeFetchError).code).toBe(code);
    expect(hits.length).toBe(before);
  });

  it.each([
    ['http://0.0.0.0/', 'The address is in a range that may not be fetched (this network).'],
    ['http://[::ffff:10.0.0.1]/', 'The address is in a range that may not be fetched (IPv4-mapped private).'],
    ['http://[::ffff:8.8.8.8]/', 'The address is in a range that may not be fetched (IPv4-mapped).'],
    ['http://localhost/', 'The address is in a range that may not be fetched (loopback).'],
    ['http://10.0.0.1/', 'The address is in a range that may not be fetched (private).'],
    [
      'http://zero.evil.example/',
      'The host resolves to an address in a range that may not be fetched (this network).',
    ],
    [
      'http://mapped.evil.example/',
      'The host resolves to an address in a range that may not be fetched (IPv4-mapped loopback).',
    ],
  ])('explains the refusal of %s in plain words', async (url, message) => {
    const fetcher = createSafeFetcher({ resolver: tableResolver(DNS, []) });
    const error = await fetcher.fetch(url).catch((e: unknown) => e);
    expect((error as SafeFetchError).message).toBe(message);
  });

  it('refuses a DNS name resolving to 127.0.0.1 even when a server listens there', async () => {
    const fetcher = createSafeFetcher({ resolver: tableResolver({ 'sneaky.example': v4('127.0.0.1') }) });
    const before = hits.length;
    const error = await fetcher.fetch(`http://sneaky.example:${port}/pdf`).catch((e: unknown) => e);
    expect((error as SafeFetchError).code).toBe('blocked_address');
    expect(hits.length).toBe(before);
  });

  it('fetches from a local fake only with the explicit loopback option', async () => {
    const fetcher = createSafeFetcher({ allowLoopback: true });
    const res = await fetcher.fetch(`http://127.0.0.1:${port}/pdf`);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('application/pdf');
    expect(res.body.toString()).toBe('%PDF-1.7 test');
  });

  it('connects to the checked address, not to what DNS answers later (pinned)', async () => {
    let calls = 0;
    // First answer loopback (allowed in this test), later answers would point elsewhere.
    const resolver: Resolver = async () => (++calls === 1 ? v4('127.0.0.1') : v4('10.9.9.9'));
    const fetcher = createSafeFetcher({ resolver, allowLoopback: true });
    const res = await fetcher.fetch(`http://rebind.example:${port}/pdf`);
    expect(res.status).toBe(200);
    expect(calls).toBe(1);
  });

  it('checks a redirect to 169.254.169.254 and refuses it', async () => {
    const fetcher = createSafeFetcher({ allowLoopback: true });
    const error = await fetcher.fetch(`http://127.0.0.1:${port}/to-metadata`).catch((e: unknown) => e);
    expect((error as SafeFetchError).code).toBe('blocked_address');
    expect((error as SafeFetchError).url).toBe('http://169.254.169.254/latest/meta-data/');
  });

  it('checks a redirect to a name resolving to loopback (without the test option there)', async () => {
    const calls: string[] = [];
    const fetcher = createSafeFetcher({ resolver: tableResolver(DNS, calls), allowLoopback: false });
    // the first hop itself is refused without the option…
    expect(
      (
        (await fetcher
          .fetch(`http://127.0.0.1:${port}/to-evil-name`)
          .catch((e: unknown) => e)) as SafeFetchError
      ).code,
    ).toBe('blocked_address');
    // …and with it, the redirect target is resolved and refused.
    const permissive = createSafeFetcher({
      resolver: tableResolver({ 'loopback.evil.example': v4('10.0.0.7') }),
      allowLoopback: true,
    });
    const error = await permissive.fetch(`http://127.0.0.1:${port}/to-evil-name`).catch((e: unknown) => e);
    expect((error as SafeFetchError).code).toBe('blocked_address');
  });

  it('refuses a redirect to another protocol', async () => {
    const fetcher = createSafeFetcher({ allowLoopback: true });
    const error = await fetcher.fetch(`http://127.0.0.1:${port}/to-file`).catch((e: unknown) => e);
    expect((error as SafeFetchError).code).toBe('unsupported_protocol');
  });

  it('follows up to 3 redirects and refuses the fourth', async () => {
    const fetcher = createSafeFetcher({ allowLoopback: true });
    const ok = await fetcher.fetch(`http://127.0.0.1:${port}/hop?n=2`);
    expect(ok.status).toBe(200);
    expect(ok.redirects).toHaveLength(3);
    const error = await fetcher.fetch(`http://127.0.0.1:${port}/hop?n=3`).catch((e: unknown) => e);
    expect((error as SafeFetchError).code).toBe('too_many_redirects');
  });

  it('caps the size whether declared or streamed', async () => {
    const fetcher = createSafeFetcher({ allowLoopback: true });
    for (const path of ['/big-declared', '/big-chunked']) {
      const error = await fetcher
        .fetch(`http://127.0.0.1:${port}${path}`, { maxBytes: 5000 })
        .catch((e: unknown) => e);
      expect((error as SafeFetchError).code, path).toBe('too_large');
    }
    const fine = await fetcher.fetch(`http://127.0.0.1:${port}/big-chunked`, { maxBytes: 10_000 });
    expect(fine.body.length).toBe(10_000);
  });

  it('gives up after the time cap', async () => {
    const fetcher = createSafeFetcher({ allowLoopback: true });
    const error = await fetcher
      .fetch(`http://127.0.0.1:${port}/stall`, { timeoutMs: 100 })
      .catch((e: unknown) => e);
    expect((error as SafeFetchError).code).toBe('timeout');
  });

  it('reports a refused connection as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const fetcher = createSafeFetcher({ allowLoopback: true });
    const error = await fetcher.fetch(`http://127.0.0.1:${closedPort}/`).catch((e: unknown) => e);
    expect((error as SafeFetchError).code).toBe('network');
  });

  it('check() resolves a public name to its address', async () => {
    const fetcher = createSafeFetcher({ resolver: tableResolver(DNS) });
    await expect(fetcher.check('https://public.example/a.pdf')).resolves.toMatchObject({
      address: '93.184.215.14',
      family: 4,
    });
    await expect(fetcher.check('https://public6.example/a.pdf')).resolves.toMatchObject({ family: 6 });
  });
});
