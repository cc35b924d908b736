import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { HEALTH_HEADERS, type HealthProbe } from '../features/health/health.routes';

/**
 * The node:http server of the product: `GET /api/health` (polled by load balancers many times a second) is
 * answered straight from the probe's prepared JSON, without building Fetch API objects; every other request goes
 * to the Hono app. The Hono app answers /api/health the same way (tests and other runtimes use it).
 */
export function createProductServer(
  fetch: (request: Request) => Response | Promise<Response>,
  probe: HealthProbe,
): Server {
  const app = getRequestListener(fetch);
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/api/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      probe.read().then(
        ({ status, body }) => {
          res.writeHead(status, { ...HEALTH_HEADERS, 'Content-Length': Buffer.byteLength(body) });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        () => {
          res.writeHead(503, HEALTH_HEADERS);
          res.end(JSON.stringify({ status: 'degraded', dbUp: false }));
        },
      );
      return;
    }
    void app(req, res);
  });
}
