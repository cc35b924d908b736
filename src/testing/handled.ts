import type { IncomingMessage, ServerResponse } from 'node:http';

/** A node:http listener from an async handler for the fake servers: a failure answers 500 instead of being lost. */
export function handled(handler: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handler(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  };
}
