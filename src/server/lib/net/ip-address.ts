/**
 * IP address classification for server-side fetching: only public unicast addresses may be reached.
 * Parsing and the special-purpose ranges of the IANA registries come from ipaddr.js; this module adds
 * the policy on top:
 *
 * - IPv4 in every form a URL host or a resolver may use: dotted decimal and the legacy inet_aton forms
 *   (2130706433, 0x7f.1, 017700000001, 127.1), which ipaddr.js parses like a C resolver does. (WHATWG
 *   URL parsing already turns them into dotted decimal for http(s) URLs; they are classified again anyway.)
 * - IPv6 compressed, with an embedded IPv4 tail, in brackets or with a `%zone`.
 * - Allowed: IPv4 that ipaddr.js calls `unicast`, and IPv6 that it calls `unicast` inside global unicast
 *   2000::/3 (so IPv4-compatible ::/96 and every unassigned block are refused as 'reserved').
 * - Refused whatever they embed: IPv4-mapped ::ffff:0:0/96 (named after the embedded address's range,
 *   e.g. 'IPv4-mapped loopback'), and the translation prefixes that carry an IPv4 address to a gateway:
 *   NAT64 64:ff9b::/96 and 64:ff9b:1::/48, SIIT ::ffff:0:0:0/96, 6to4 2002::/16, Teredo 2001::/32. A fetch
 *   never needs them (a host's own A record is fetched directly) and the gateway may reach private hosts.
 * - Any range ipaddr.js names that is not `unicast` is refused, so a range added in a later release fails
 *   closed.
 */
import ipaddr from 'ipaddr.js';

export type AddressVerdict =
  { allowed: true; address: string; family: 4 | 6 } | { allowed: false; reason: string };

/** The words a refusal uses for ipaddr.js's range names; a name missing here is shown as it is. */
const V4_RANGE_WORDS: Record<string, string> = {
  unspecified: 'this network',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  as112: 'AS112',
  amt: 'AMT',
};

const V6_RANGE_WORDS: Record<string, string> = {
  unspecified: 'unspecified',
  linkLocal: 'link-local',
  multicast: 'multicast',
  loopback: 'loopback',
  uniqueLocal: 'unique local',
  ipv4Mapped: 'IPv4-mapped',
  deprecatedSiteLocal: 'site-local',
  discard: 'discard-only',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  '6to4': '6to4',
  teredo: 'Teredo',
  benchmarking: 'benchmarking',
  amt: 'AMT',
  as112v6: 'AS112',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHID',
  droneRemoteIdProtocolEntityTags: 'drone remote ID',
  segmentRouting: 'segment routing',
  reserved: 'reserved',
};

/** Global unicast, the only IPv6 block assigned for public use. */
const V6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** `[::1]` → `::1`, `127.0.0.1.` → `127.0.0.1` (a resolver's absolute form). */
function bareLiteral(host: string): string {
  if (host.startsWith('[') && host.endsWith(']')) return host.slice(1, -1);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** An address literal parsed by ipaddr.js; null when `host` is not one (a host name). */
function parseLiteral(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const literal = bareLiteral(host);
  if (!ipaddr.isValid(literal)) return null;
  try {
    return ipaddr.parse(literal);
  } catch {
    return null;
  }
}

/**
 * An IPv4 address as a 32-bit number, accepting the inet_aton forms a URL parser or a C resolver would
 * (1 to 4 parts, each decimal/octal/hex, the last filling the remaining bytes). Null when `host` is not one.
 */
export function parseIpv4(host: string): number | null {
  const literal = bareLiteral(host);
  if (!ipaddr.IPv4.isValid(literal)) return null;
  return ipaddr.IPv4.parse(literal).octets.reduce((value, octet) => value * 256 + octet, 0);
}

/** An IPv6 address as eight 16-bit groups; accepts `::`, an embedded dotted IPv4 tail, brackets and a `%zone`. */
export function parseIpv6(host: string): number[] | null {
  const literal = bareLiteral(host);
  if (!ipaddr.IPv6.isValid(literal)) return null;
  return [...ipaddr.IPv6.parse(literal).parts];
}

/** Why an IPv4 address may not be reached, or null when it is public unicast. */
function ipv4BlockReason(address: ipaddr.IPv4): string | null {
  const range: string = address.range();
  if (range === 'unicast') return null;
  return V4_RANGE_WORDS[range] ?? range;
}

/** Why an IPv6 address may not be reached, or null when it is public unicast. */
function ipv6BlockReason(address: ipaddr.IPv6): string | null {
  if (address.isIPv4MappedAddress()) {
    const inner = ipv4BlockReason(address.toIPv4Address());
    return inner ? `IPv4-mapped ${inner}` : 'IPv4-mapped';
  }
  const range: string = address.range();
  if (range !== 'unicast') return V6_RANGE_WORDS[range] ?? range;
  return address.match(V6_GLOBAL_UNICAST) ? null : 'reserved';
}

/**
 * The verdict on an address literal (as a resolver returns it, or a URL host, brackets included). Host
 * names that are not an address give null: resolve them first. `allowLoopback` (tests only) permits
 * 127.0.0.0/8 and ::1, nothing else.
 */
export function classifyAddress(
  host: string,
  options: { allowLoopback?: boolean } = {},
): AddressVerdict | null {
  const parsed = parseLiteral(host);
  if (!parsed) return null;
  if (parsed.kind() === 'ipv4') {
    const v4 = parsed as ipaddr.IPv4;
    const address = v4.toString();
    const reason = ipv4BlockReason(v4);
    if (reason === 'loopback' && options.allowLoopback) return { allowed: true, address, family: 4 };
    return reason ? { allowed: false, reason } : { allowed: true, address, family: 4 };
  }
  const v6 = parsed as ipaddr.IPv6;
  // The zone id is dropped: it means nothing for a global address.
  const address = new ipaddr.IPv6(v6.parts).toString();
  const reason = ipv6BlockReason(v6);
  if (reason === 'loopback' && options.allowLoopback) return { allowed: true, address, family: 6 };
  return reason ? { allowed: false, reason } : { allowed: true, address, family: 6 };
}
