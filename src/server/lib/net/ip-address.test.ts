import { describe, expect, it } from 'vitest';
import { classifyAddress } from './ip-address';

// [address, null when allowed or the range named in the refusal]
const BOUNDARIES: Array<[string, string | null]> = [
  // carrier-grade NAT 100.64.0.0/10
  ['100.63.255.255', null],
  ['100.64.0.0', 'carrier-grade NAT'],
  ['100.127.255.255', 'carrier-grade NAT'],
  ['100.128.0.0', null],
  // benchmarking 198.18.0.0/15
  ['198.17.255.255', null],
  ['198.18.0.0', 'reserved'],
  ['198.19.255.255', 'reserved'],
  ['198.20.0.0', null],
  // private 172.16.0.0/12
  ['172.15.255.255', null],
  ['172.16.0.0', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.0', null],
  // link-local 169.254.0.0/16
  ['169.253.255.255', null],
  ['169.254.0.0', 'link-local'],
  ['169.254.255.255', 'link-local'],
  ['169.255.0.0', null],
  // this network, multicast, reserved, broadcast
  ['0.255.255.255', 'this network'],
  ['1.0.0.0', null],
  ['223.255.255.255', null],
  ['224.0.0.0', 'multicast'],
  ['239.255.255.255', 'multicast'],
  ['240.0.0.0', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // documentation, AS112, AMT, 6to4 relay
  ['192.0.2.255', 'reserved'],
  ['192.0.3.0', null],
  ['192.31.196.1', 'AS112'],
  ['192.52.193.1', 'AMT'],
  ['192.88.99.1', 'reserved'],
  // unique local fc00::/7
  ['fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['fc00::', 'unique local'],
  ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'unique local'],
  ['fe00::', 'reserved'],
  // link-local fe80::/10, site-local fec0::/10
  ['fe80::1%eth0', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['fec0::1', 'site-local'],
  // documentation 2001:db8::/32 and 3fff::/20
  ['2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', null],
  ['2001:db8::', 'reserved'],
  ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2001:db9::', null],
  ['3fff:fff:ffff::1', 'reserved'],
  ['3fff:1000::1', null],
  // only global unicast 2000::/3
  ['1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  ['2000::1', null],
  ['3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', null],
  ['4000::1', 'reserved'],
  // IETF protocol assignments 2001::/23 (Teredo 2001::/32 within it)
  ['2001::1', 'Teredo'],
  ['2001:1ff:ffff::1', 'reserved'],
  ['2001:200::1', null],
  // IPv4 inside IPv6: refused whatever the IPv4 address is
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:100.64.0.1', 'IPv4-mapped carrier-grade NAT'],
  ['::ffff:8.8.8.8', 'IPv4-mapped'],
  ['::7f00:1', 'reserved'],
  ['::8.8.8.8', 'IPv4-mapped'],
  ['::ffff:0:a00:1', 'IPv4-translated'],
  ['2002:a00:1::', '6to4'],
  // NAT64: refused with a private and with a public IPv4 address embedded
  ['64:ff9b::10.0.0.1', 'NAT64'],
  ['64:ff9b::a9fe:a9fe', 'NAT64'],
  ['64:ff9b::8.8.8.8', 'NAT64'],
  ['64:ff9b:1::a00:1', 'NAT64'],
  ['64:ff9b:0:0:0:1::1', 'reserved'],
];

describe('address ranges', () => {
  it.each(BOUNDARIES)('%s → %s', (address, reason) => {
    const verdict = classifyAddress(address);
    expect(verdict).not.toBeNull();
    if (reason === null) expect(verdict).toMatchObject({ allowed: true });
    else expect(verdict).toEqual({ allowed: false, reason });
  });

  it('normalises the legacy IPv4 forms to the address that is connected to', () => {
    for (const form of [
      '2130706433',
      '0x7f.1',
      '017700000001',
      '127.1',
      '0x7f000001',
      '0177.0.0.1',
      '127.0.0.1.',
    ]) {
      expect(classifyAddress(form), form).toEqual({ allowed: false, reason: 'loopback' });
      expect(classifyAddress(form, { allowLoopback: true }), form).toEqual({
        allowed: true,
        address: '127.0.0.1',
        family: 4,
      });
    }
    expect(classifyAddress('0xa9fea9fe')).toEqual({ allowed: false, reason: 'link-local' });
    expect(classifyAddress('134744072')).toEqual({ allowed: true, address: '8.8.8.8', family: 4 });
  });

  it('is given what WHATWG URL parsing leaves of a host (already normalised)', () => {
    expect(new URL('http://0x7f.1/').hostname).toBe('127.0.0.1');
    expect(new URL('http://017700000001/').hostname).toBe('127.0.0.1');
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
    expect(classifyAddress('[::ffff:7f00:1]')).toEqual({ allowed: false, reason: 'IPv4-mapped loopback' });
    expect(new URL('http://[::127.0.0.1]/').hostname).toBe('[::7f00:1]');
    expect(classifyAddress('[::7f00:1]')).toEqual({ allowed: false, reason: 'reserved' });
  });

  it('gives public IPv6 addresses in their short form, without a zone', () => {
    expect(classifyAddress('2606:4700:0:0:0:0:0:1111')).toEqual({
      allowed: true,
      address: '2606:4700::1111',
      family: 6,
    });
    expect(classifyAddress('[2a00:1450:4001:82b::200e]')).toMatchObject({
      address: '2a00:1450:4001:82b::200e',
    });
    expect(classifyAddress('2a00:1450::1%eth0')).toMatchObject({ address: '2a00:1450::1' });
  });

  it('is null for anything that is not an address literal', () => {
    for (const host of [
      'example.org',
      '1.2.3.4.5',
      '256.0.0.1',
      '08.1.1.1',
      '1::2::3',
      '12345::',
      '',
      'localhost',
    ]) {
      expect(classifyAddress(host), host).toBeNull();
    }
  });
});
