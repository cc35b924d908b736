/**
 * Server failures that carry no error text a person could read (tests of the web's fallback messages): an empty 500
 * and an HTML error page. Each is a factory, since a Response body can be read once.
 */
export const TEXTLESS_FAILURES: [string, () => Response][] = [
  ['an empty body', () => new Response('', { status: 500 })],
  [
    'an HTML error page',
    () =>
      new Response('<html><body>Internal Server Error</body></html>', {
        status: 500,
        headers: { 'content-type': 'text/html' },
      }),
  ],
];
