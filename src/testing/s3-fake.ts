import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { handled } from './handled';

/**
 * A tiny S3-compatible server for tests: path-style PUT, GET (with Range), HEAD and DELETE of objects in one
 * bucket, kept in memory. Every request's SigV4 signature is recomputed from the headers it signed and
 * compared, so a wrongly signed request gets 403 SignatureDoesNotMatch as from real S3.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, Buffer>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'smarty-test';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = 'AKIAFAKEFAKEFAKE';
  const secretAccessKey = 'fake-secret-key-for-tests-only';
  const objects = new Map<string, Buffer>();
  const requests: FakeS3['requests'] = [];

  const server: Server = createServer(
    handled(async (req, res) => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname });
      const fail = (status: number, code: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(method === 'HEAD' ? undefined : xmlError(code, message));
      };

      const auth = req.headers.authorization ?? '';
      const match =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
          auth,
        );
      if (!match) return fail(403, 'AccessDenied', 'Missing or malformed authorization.');
      const [, keyId, , signedRegion, signedHeaders] = match;
      if (keyId !== accessKeyId) return fail(403, 'InvalidAccessKeyId', 'Unknown access key.');
      if (signedRegion !== region) return fail(400, 'AuthorizationHeaderMalformed', 'Wrong region.');
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (
        payloadHash !== 'UNSIGNED-PAYLOAD' &&
        payloadHash !== createHash('sha256').update(body).digest('hex')
      ) {
        return fail(400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match.');
      }
      const headers = new Headers();
      for (const name of (signedHeaders ?? '').split(';')) {
        if (name === 'host') continue;
        const value = req.headers[name];
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(',') : value);
      }
      const signer = new AwsV4Signer({
        method,
        url: url.toString(),
        headers,
        accessKeyId,
        secretAccessKey,
        region,
        service: 's3',
        datetime: String(req.headers['x-amz-date'] ?? ''),
        allHeaders: true,
      });
      const expected = (await signer.sign()).headers.get('authorization');
      if (expected !== auth) return fail(403, 'SignatureDoesNotMatch', 'The signature does not match.');

      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      if (parts[0] !== bucket) return fail(404, 'NoSuchBucket', 'The bucket does not exist.');
      const key = parts.slice(1).join('/');
      if (!key) return fail(400, 'InvalidRequest', 'No key.');

      if (method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const object = objects.get(key);
      if (!object) return fail(404, 'NoSuchKey', 'The key does not exist.');
      if (method === 'HEAD') {
        res.writeHead(200, { 'content-length': String(object.length) });
        return res.end();
      }
      if (method === 'GET') {
        const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
        if (range) {
          const start = Number(range[1]);
          const end = range[2] ? Math.min(Number(range[2]), object.length - 1) : object.length - 1;
          if (start >= object.length || end < start) {
            res.writeHead(416, {
              'content-range': `bytes */${object.length}`,
              'content-type': 'application/xml',
            });
            return res.end(xmlError('InvalidRange', 'The requested range is not satisfiable'));
          }
          res.writeHead(206, {
            'content-range': `bytes ${start}-${end}/${object.length}`,
            'content-length': String(end - start + 1),
          });
          return res.end(object.subarray(start, end + 1));
        }
        res.writeHead(200, { 'content-length': String(object.length) });
        return res.end(object);
      }
      return fail(405, 'MethodNotAllowed', 'Not supported by the fake.');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
