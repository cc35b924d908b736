import { describe, expect, it } from 'vitest';
import { ownOrigin } from './same-origin';

describe('ownOrigin', () => {
  it('is the Origin when it names the host and port the request was sent to', () => {
    expect(ownOrigin('http://192.168.1.23:3000', 'http://192.168.1.23:3000/api/x')).toBe(
      'http://192.168.1.23:3000',
    );
    expect(ownOrigin('http://127.0.0.1:3000', 'http://127.0.0.1:3000/api/x')).toBe('http://127.0.0.1:3000');
    // Behind a proxy that ends TLS the server sees http: the host decides.
    expect(ownOrigin('https://smarty.example', 'http://smarty.example/api/x')).toBe('https://smarty.example');
  });

  it('is null for another host or port, an opaque or odd Origin, and a non-web scheme', () => {
    const url = 'http://192.168.1.23:3000/api/x';
    for (const origin of [
      'http://192.168.1.24:3000',
      'http://192.168.1.23:3001',
      'http://192.168.1.23',
      'https://evil.example',
      'null',
      '',
      undefined,
      null,
      'not a url',
      'file://192.168.1.23:3000',
      'http://192.168.1.23:3000/path',
      'http://user@192.168.1.23:3000',
    ]) {
      expect({ origin, own: ownOrigin(origin, url) }).toEqual({ origin, own: null });
    }
  });
});
