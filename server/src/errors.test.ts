// @vitest-environment node
/**
 * One error envelope (issue #6 item 6, item 7 headers): every 4xx and 5xx the server sends is
 * `{ errors: [{ code, description }] }` (ErrorEnvelopeSchema) as application/json with the right status,
 * `Cache-Control: no-store` and `X-Content-Type-Options: nosniff` - including the failures that happen
 * before Fastify routes a request (Node's HTTP parser: 431, 400; Fastify's router: bad percent-encoding),
 * which are checked over a real socket because `inject` never reaches them.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, type ErrorCode } from '@travel/contract';
import { createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let port = 0;
let sid = '';
let token = '';

beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
  const r = await h.app.inject({ method: 'POST', url: '/k/run/formtoken' });
  sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1] ?? '';
  token = r.json<{ formtoken: string }>().formtoken;
});
afterAll(async () => {
  await h.close();
});

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (request line and headers, CRLF separated, no final blank line) and `body` over a new socket; reads until the server closes. */
function raw(head: string, body = ''): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err) => (chunks.length > 0 ? undefined : reject(err)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let rest = text.slice(split + 4);
      if (headers['transfer-encoding'] === 'chunked') {
        let decoded = '';
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = parseInt(rest.slice(0, eol), 16);
          if (!size) break;
          decoded += rest.slice(eol + 2, eol + 2 + size);
          rest = rest.slice(eol + 2 + size + 2);
        }
        rest = decoded;
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest });
    });
    socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/** Checks the reply is the contract's error envelope with `status` and the error headers; returns the first code. */
function expectEnvelope(reply: { status: number; headers: Record<string, string | string[] | number | undefined>; body: string }, status: number): ErrorCode {
  expect(reply.status, reply.body).toBe(status);
  expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  const envelope = ErrorEnvelopeSchema.parse(JSON.parse(reply.body));
  expect(Object.keys(envelope)).toEqual(['errors']);
  return envelope.errors[0]!.code;
}

const fromInject = (r: { statusCode: number; headers: Record<string, string | string[] | number | undefined>; body: string }) => ({ status: r.statusCode, headers: r.headers, body: r.body });

describe('every failure kind answers with the error envelope', () => {
  it('400 malformed JSON body', async () => {
    const r = await h.app.inject({ method: 'POST', url: '/i/api/bookings/v1', cookies: { sid }, headers: { 'x-csrf': token, 'content-type': 'application/json' }, payload: '{"offerId": ' });
    expect(expectEnvelope(fromInject(r), 400)).toBe('VALIDATION_ERROR');
  });

  it('400 request validation, with the field', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/i/api/flights/v1/search?origin=1&destination=LHR' });
    expect(expectEnvelope(fromInject(r), 400)).toBe('VALIDATION_ERROR');
    expect(r.json().errors.some((e: { field?: string }) => e.field === 'origin')).toBe(true);
  });

  it.each(['/i/api/flights/v1/search?origin=%E0%A4%A', '/i/api/%', '/i/api/flights/v1/%E0%A4%A', '/%zz', '/assets/%'])('400 bad percent-encoding over HTTP: %s', async (url) => {
    const r = await raw(`GET ${url} HTTP/1.1`);
    expect(expectEnvelope(r, 400)).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['a header name with spaces', 'GET / HTTP/1.1\r\nBad Header Name: x'],
    ['an unknown method', 'FOO / HTTP/1.1'],
  ])('400 from Node\'s HTTP parser over HTTP: %s', async (_label, head) => {
    const r = await raw(head);
    expect(expectEnvelope(r, 400)).toBe('VALIDATION_ERROR');
  });

  it('414 a path parameter longer than the router allows, over HTTP', async () => {
    const r = await raw(`GET /p/${'a'.repeat(200)}/ HTTP/1.1`);
    expect(expectEnvelope(r, 414)).toBe('VALIDATION_ERROR');
  });

  it('401 stale session cookie on a state-changing call', async () => {
    const r = await h.app.inject({ method: 'POST', url: '/i/api/bookings/v1', cookies: { sid: 'x'.repeat(43) }, headers: { 'x-csrf': 'whatever' }, payload: {} });
    expect(expectEnvelope(fromInject(r), 401)).toBe('INVALID_SESSION');
  });

  it('403 missing X-CSRF', async () => {
    const r = await h.app.inject({ method: 'POST', url: '/i/api/bookings/v1', cookies: { sid }, payload: {} });
    expect(expectEnvelope(fromInject(r), 403)).toBe('CSRF_TOKEN_INVALID');
  });

  it.each(['/i/api/does-not-exist', '/k/nothing', '/nothing-here', '/favicon.ico', '/assets/missing.js', '/sdk/missing.js'])('404 on %s is JSON for every path', async (url) => {
    const r = await h.app.inject({ method: 'GET', url });
    expect(expectEnvelope(fromInject(r), 404)).toBe('NOT_FOUND');
  });

  it('404 for a method the route does not have (Fastify has no 405) and for an unknown method', async () => {
    const r = await h.app.inject({ method: 'OPTIONS', url: '/i/api/flights/v1/search' });
    expect(expectEnvelope(fromInject(r), 404)).toBe('NOT_FOUND');
    const unknown = await raw('PROPFIND /i/api/flights/v1/search HTTP/1.1');
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expectEnvelope(unknown, unknown.status);
  });

  it('403 a static path escaping its folder', async () => {
    const r = await raw('GET /assets/%2e%2e/%2e%2e/package.json HTTP/1.1');
    expect(expectEnvelope(r, 403)).toBe('FORBIDDEN');
  });

  it('413 body too large', async () => {
    const r = await h.app.inject({
      method: 'POST', url: '/i/api/bookings/v1', cookies: { sid }, headers: { 'x-csrf': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ offerId: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectEnvelope(fromInject(r), 413);
  });

  it('415 unsupported content type', async () => {
    const r = await h.app.inject({ method: 'POST', url: '/i/api/bookings/v1', cookies: { sid }, headers: { 'x-csrf': token, 'content-type': 'application/xml' }, payload: '<a/>' });
    expectEnvelope(fromInject(r), 415);
  });

  it('431 header too large (20 KB) over HTTP', async () => {
    const r = await raw(`GET /i/api/flights/v1/search HTTP/1.1\r\nX-Big: ${'a'.repeat(20 * 1024)}`);
    expect(expectEnvelope(r, 431)).toBe('VALIDATION_ERROR');
  });

  it('500 when the database is gone (logged, no details leaked)', async () => {
    const broken = await createHarness();
    try {
      await broken.db.destroy();
      const r = await broken.app.inject({ method: 'POST', url: '/k/run/formtoken' });
      expect(expectEnvelope(fromInject(r), 500)).toBe('INTERNAL_ERROR');
      expect(r.json().errors[0].description).toBe('Internal server error');
    } finally {
      await broken.app.close();
    }
  });

  it('503 for a request arriving on an open connection while the server closes', async () => {
    const closing = await createHarness();
    try {
      await closing.app.listen({ port: 0, host: '127.0.0.1' });
      const { port: closingPort } = closing.app.server.address() as net.AddressInfo;
      // The server has read the first bytes of a request (so close() does not drop the connection as idle)...
      const serverGotData = new Promise<void>((resolve) => closing.app.server.once('connection', (s: net.Socket) => s.once('data', () => resolve())));
      const socket = net.connect(closingPort, '127.0.0.1');
      let received = '';
      socket.on('data', (c: Buffer) => (received += c.toString('utf8')));
      const ended = new Promise((resolve) => socket.on('close', resolve));
      socket.write('GET /i/api/airports/v1/autocomplete?q=lon HTTP/1.1\r\nHost: x\r\n');
      await serverGotData;
      const closed = closing.app.close();
      while (closing.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
      // ...and the rest of the request arrives once close() has begun.
      socket.write('Connection: close\r\n\r\n');
      await ended;
      await closed;
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const headers = Object.fromEntries(head.split('\r\n').slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      expect(expectEnvelope({ status: Number(head.split(' ')[1]), headers, body }, 503)).toBe('INTERNAL_ERROR');
    } finally {
      await closing.close();
    }
  });
});

describe('headers on every reply (issue #6 item 7)', () => {
  it('nosniff on success replies: API JSON, the frame page, a static asset; no-store only where the route says so', async () => {
    const api = await h.app.inject({ method: 'GET', url: '/i/api/airports/v1/autocomplete?q=lon' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const frame = await h.app.inject({ method: 'GET', url: '/p/demo/' });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['x-content-type-options']).toBe('nosniff');
    const asset = await h.app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cache-control']).not.toBe('no-store');
    const redirect = await h.app.inject({ method: 'GET', url: '/' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the non-API 404 keeps a restrictive Content-Security-Policy', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
