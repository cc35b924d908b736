/**
 * IP address classification for server-side fetching: only public unicast addresses may be reached.
 * Parses IPv4 in every form a URL host or a resolver may use (dotted decimal, and the legacy
 * inet_aton forms: 2130706433, 0x7f.1, 017700000001, 127.1) and IPv6 (compressed, embedded IPv4,
 * zone ids), and refuses the special-purpose ranges of the IANA registries.
 */

export type AddressVerdict =
  { allowed: true; address: string; family: 4 | 6 } | { allowed: false; reason: string };

/** Parses one IPv4 part in decimal, octal (leading 0) or hex (0x); null when it is not a number. */
function parseIpv4Part(part: string): number | null {
  if (part === '') return null;
  let radix = 10;
  let digits = part;
  if (/^0x/i.test(part)) {
    radix = 16;
    digits = part.slice(2);
    if (digits === '') return 0;
    if (!/^[0-9a-f]+$/i.test(digits)) return null;
  } else if (part.length > 1 && part.startsWith('0')) {
    radix = 8;
    digits = part.slice(1);
    if (!/^[0-7]+$/.test(digits)) return null;
  } else if (!/^[0-9]+$/.test(part)) {
    return null;
  }
  const value = Number.parseInt(digits, radix);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * An IPv4 address as a 32-bit number, accepting the inet_aton forms a URL parser or a C resolver would
 * (1 to 4 parts, each decimal/octal/hex, the last filling the remaining bytes). Null when `host` is not one.
 */
export function parseIpv4(host: string): number | null {
  const trimmed = host.endsWith('.') ? host.slice(0, -1) : host;
  const parts = trimmed.split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    const value = parseIpv4Part(part);
    if (value === null) return null;
    values.push(value);
  }
  const last = values.pop() as number;
  if (values.some((v) => v > 255)) return null;
  const lastBytes = 4 - values.length;
  if (last >= 256 ** lastBytes) return null;
  let result = 0;
  values.forEach((v, i) => {
    result += v * 256 ** (3 - i);
  });
  return result + last;
}

export function ipv4ToString(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** An IPv6 address as eight 16-bit groups; accepts `::`, an embedded dotted IPv4 tail and a `%zone`. */
export function parseIpv6(input: string): number[] | null {
  let host = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  const zone = host.indexOf('%');
  if (zone >= 0) host = host.slice(0, zone);
  if (!host.includes(':')) return null;
  const lastColon = host.lastIndexOf(':');
  const after = host.slice(lastColon + 1);
  if (after.includes('.')) {
    // An embedded dotted IPv4 tail (::ffff:127.0.0.1) becomes two hex groups.
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(after)) return null;
    const bytes = after.split('.').map(Number) as [number, number, number, number];
    if (bytes.some((b) => b > 255)) return null;
    host = `${host.slice(0, lastColon + 1)}${(bytes[0] * 256 + bytes[1]).toString(16)}:${(bytes[2] * 256 + bytes[3]).toString(16)}`;
  }
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const toGroups = (s: string): number[] | null => {
    if (s === '') return [];
    const groups: number[] = [];
    for (const g of s.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      groups.push(Number.parseInt(g, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0] ?? '');
  if (!head) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const rest = toGroups(halves[1] ?? '');
  if (!rest) return null;
  const known = head.length + rest.length;
  if (known > 7) return null;
  return [...head, ...new Array<number>(8 - known).fill(0), ...rest];
}

const V4_BLOCKED: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.31.196.0', 24, 'AS112'],
  ['192.52.193.0', 24, 'AMT'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'AS112'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const V4_RANGES = V4_BLOCKED.map(([base, bits, reason]) => ({
  base: parseIpv4(base) as number,
  size: 2 ** (32 - bits),
  reason,
}));

/** Why an IPv4 address may not be reached, or null when it is public unicast. */
export function ipv4BlockReason(value: number): string | null {
  for (const range of V4_RANGES) {
    if (value >= range.base && value < range.base + range.size) return range.reason;
  }
  return null;
}

function embeddedV4(groups: number[], from: number): number {
  return (groups[from] as number) * 65536 + (groups[from + 1] as number);
}

/** Why an IPv6 address may not be reached, or null when it is public unicast. */
export function ipv6BlockReason(groups: number[]): string | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const firstFive = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (firstFive && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (firstFive && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  if (firstFive && g5 === 0xffff) {
    const inner = ipv4BlockReason(embeddedV4(groups, 6));
    return inner ? `IPv4-mapped ${inner}` : 'IPv4-mapped';
  }
  // IPv4-compatible (deprecated) and SIIT-translated forms carry an IPv4 address in the low 32 bits.
  if (firstFive && g5 === 0) return 'IPv4-compatible';
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0xffff && g5 === 0) return 'IPv4-translated';
  if (g0 === 0x64 && g1 === 0xff9b) return 'NAT64';
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'discard-only';
  if (g0 === 0x2001 && g1 < 0x200) return 'IETF protocol assignments (incl. Teredo)';
  if (g0 === 0x2001 && g1 === 0xdb8) return 'documentation';
  if (g0 === 0x2002) return '6to4';
  if (g0 === 0x3fff && g1 < 0x1000) return 'documentation';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'site-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Only global unicast (2000::/3) is assigned for public use.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return null;
}

export function ipv6ToString(groups: number[]): string {
  return groups.map((g) => g.toString(16)).join(':');
}

/**
 * The verdict on an address literal (as a resolver returns it, or a URL host). Hostnames that are not an
 * address give null: resolve them first.
 */
export function classifyAddress(
  host: string,
  options: { allowLoopback?: boolean } = {},
): AddressVerdict | null {
  const v6 = parseIpv6(host);
  if (v6) {
    const reason = ipv6BlockReason(v6);
    if (reason === 'loopback' && options.allowLoopback) return { allowed: true, address: '::1', family: 6 };
    return reason ? { allowed: false, reason } : { allowed: true, address: ipv6ToString(v6), family: 6 };
  }
  const v4 = parseIpv4(host);
  if (v4 === null) return null;
  const address = ipv4ToString(v4);
  const reason = ipv4BlockReason(v4);
  if (reason === 'loopback' && options.allowLoopback) return { allowed: true, address, family: 4 };
  return reason ? { allowed: false, reason } : { allowed: true, address, family: 4 };
}
