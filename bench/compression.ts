/**
 * Compression cost and saving of API replies (issue #23, "What must hold": "a bench showing its CPU cost per
 * reply"), one figure a line:
 *  - a typical flight search reply (JFK-LHR round trip): its bytes, then per codec (brotli at the server's quality
 *    DYNAMIC_BROTLI_QUALITY and one above it, gzip at DYNAMIC_GZIP_LEVEL) the compressed bytes and the CPU time per
 *    reply in microseconds (p50 of {@link ROUNDS} synchronous compressions in this process: what one reply costs a
 *    core, wherever @fastify/compress runs it);
 *  - with a real server (startServer on {@link PRODUCT_PORT}, as bench/run.ts starts one): the bytes on the wire of
 *    the same search without Accept-Encoding, with `br` and with `gzip`, counted from the socket (node:http, which
 *    does not decode), and the reply time p50 of each.
 * Figures, not assertions. Wired into `npm run bench` by bench/run.ts; runs alone with `npx tsx bench/compression.ts`.
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { startServer } from '../server/src/main.ts';
import { DYNAMIC_BROTLI_QUALITY, DYNAMIC_GZIP_LEVEL } from '../server/src/compression.ts';
import { createHarness, flightSearchUrl, isoDateInDays } from '../server/test/harness.ts';
import { percentile, report } from './stats.ts';
import { benchConfig } from './bench-server.ts';

/** Ports of this bench's own server (bench/run.ts uses 8191/5191). */
const PRODUCT_PORT = 8195;
const DEMO_PORT = 5195;
/** Compressions timed per codec. */
const ROUNDS = 300;
/** Requests timed per Accept-Encoding over HTTP. */
const REQUESTS = 100;

const SEARCH = { origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(30), returnDate: isoDateInDays(37), adults: 1 } as const;

function brotliAt(quality: number): (data: Buffer) => Buffer {
  return (data) =>
    zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    });
}

/** p50 microseconds per call of `fn(data)` after a warm-up, and the size it produces. */
function timeCompression(fn: (data: Buffer) => Buffer, data: Buffer): { p50Us: number; bytes: number } {
  let bytes = 0;
  for (let i = 0; i < 20; i += 1) bytes = fn(data).length;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const t0 = performance.now();
    fn(data);
    times.push((performance.now() - t0) * 1000);
  }
  return { p50Us: percentile(times, 50), bytes };
}

/** One GET; resolves with the bytes received on the wire (body as sent, not decoded) and the time to the last byte. */
function wireGet(url: string, acceptEncoding: string | null): Promise<{ bytes: number; encoding: string; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} -> ${res.statusCode}`));
        else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity'), ms: performance.now() - t0 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function cpuCostPerReply(): Promise<void> {
  const h = await createHarness();
  try {
    const res = await h.app.inject({ method: 'GET', url: flightSearchUrl(SEARCH) });
    if (res.statusCode !== 200) throw new Error(`flight search -> ${res.statusCode}`);
    const body = res.rawPayload;
    report('flight search reply (JFK-LHR round trip)', body.length, 'bytes uncompressed');
    const codecs: [string, (data: Buffer) => Buffer][] = [
      [`brotli q${DYNAMIC_BROTLI_QUALITY} (server)`, brotliAt(DYNAMIC_BROTLI_QUALITY)],
      [`brotli q${DYNAMIC_BROTLI_QUALITY + 1}`, brotliAt(DYNAMIC_BROTLI_QUALITY + 1)],
      [`gzip level ${DYNAMIC_GZIP_LEVEL} (server)`, (data) => zlib.gzipSync(data, { level: DYNAMIC_GZIP_LEVEL })],
    ];
    for (const [name, fn] of codecs) {
      const { p50Us, bytes } = timeCompression(fn, body);
      report(`flight search reply ${name}`, bytes, `bytes (${((100 * bytes) / body.length).toFixed(1)}% of ${body.length})`);
      report(`flight search reply ${name} CPU per reply p50`, Math.round(p50Us), `µs (${ROUNDS} compressions)`);
    }
  } finally {
    await h.close();
  }
}

async function wireBytes(): Promise<void> {
  const config = benchConfig({ productPort: PRODUCT_PORT, demoPort: DEMO_PORT, databaseFile: 'bench-compression.sqlite' });
  const { app } = await startServer(config);
  const url = `http://127.0.0.1:${PRODUCT_PORT}${flightSearchUrl(SEARCH)}`;
  try {
    const accepts = [null, 'br', 'gzip'] as const;
    for (let i = 0; i < 10; i += 1) for (const accept of accepts) await wireGet(url, accept); // warm-up
    // Interleaved, so a busy moment of the machine falls on every variant alike.
    const times = new Map<string | null, number[]>(accepts.map((a) => [a, []]));
    const last = new Map<string | null, { bytes: number; encoding: string }>();
    for (let i = 0; i < REQUESTS; i += 1) {
      for (const accept of accepts) {
        const r = await wireGet(url, accept);
        times.get(accept)?.push(r.ms);
        last.set(accept, r);
      }
    }
    for (const accept of accepts) {
      const label = accept === null ? 'no Accept-Encoding' : `Accept-Encoding ${accept}`;
      report(`flight search on the wire, ${label}`, last.get(accept)?.bytes ?? 0, `bytes (Content-Encoding ${last.get(accept)?.encoding ?? '?'})`);
      report(`flight search over HTTP, ${label}, p50`, percentile(times.get(accept) ?? [], 50), `ms (${REQUESTS} requests, loopback)`);
    }
  } finally {
    await app.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(config.databasePath + suffix, { force: true });
  }
}

/** Prints the compression figures (own temporary databases and server; all closed before returning). */
export async function runCompressionBench(): Promise<void> {
  await cpuCostPerReply();
  await wireBytes();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCompressionBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
