/**
 * The demo partner site's server: serves the built demo page (dist/demo-host) and `GET /config.json`
 * (`{ frameOrigin, partnerId }`), on a different site from the product (default host 127.0.0.1), so the
 * cross-site iframe case is the one exercised (ARCHITECTURE.md, "Runtime shape").
 *
 * Compression and caching (issue #23), as a well-run partner site would do it: the built files go out as the
 * build's brotli or gzip sibling when the browser accepts it (`preCompressed`, scripts/compress-assets.ts; `Vary:
 * Accept-Encoding`); content-hashed names (`assets/name-HASH.ext`) are immutable for a year, the pages (index.html,
 * brand-gallery.html, ui-kit.html) `no-cache` (revalidated by ETag, so a rebuild shows at once). The page has no
 * web fonts (system font stacks) and no map data of its own: the frame's offline map is one of the frame's
 * hashed scripts, served by the product (server/src/modules/frame/routes.ts). `/config.json` and `extraPages` stay
 * `no-store`: tiny and generated from this server's options, there is nothing to revalidate.
 *
 * Standalone: `npx tsx demo-host/server.ts` (env PORT default 5173, HOST, FRAME_ORIGIN default
 * http://localhost:8080, PARTNER_ID default demo).
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Content-hashed file name written by Vite (`[name]-[hash].[ext]`, 8 base64url characters), e.g. `main-BO2eKAeW.js`. */
const HASHED_FILE_NAME = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;
/** Cache-Control of a hashed file: never changes, so any cache may keep it a year without revalidating. */
export const HASHED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control of the pages and other unhashed files: cached but revalidated on every use. */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** Default folder of the built page (`vite build --config vite.config.ts --mode demo`). */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist/demo-host', import.meta.url));

export interface DemoHostOptions {
  /** TCP port; 0 picks a free one (see the returned `url`). */
  port: number;
  /** Interface to listen on; default `127.0.0.1`. */
  host?: string;
  /** Product origin the page mounts the frame from, e.g. `http://localhost:8080`. */
  frameOrigin: string;
  /** Partner id given to the SDK; default `demo`. */
  partnerId?: string;
  /** Folder with the built page; default {@link DEFAULT_DIST_DIR}. */
  distDir?: string;
  /**
   * Extra pages: request path (e.g. `/attacker.html`) -> full HTML text, served as text/html, or an
   * {@link ExtraResource} (another content type, optionally readable cross-origin). For end-to-end tests that need
   * another page or file on this site (e.g. a hostile one).
   */
  extraPages?: Record<string, string | ExtraResource>;
}

/** A file served by {@link buildDemoHostApp} besides the demo page. */
export interface ExtraResource {
  contentType: string;
  body: string;
  /** Sent as Access-Control-Allow-Origin (e.g. `*`), so a page on another origin may read it with fetch. */
  allowOrigin?: string;
}

/**
 * Builds (without listening) the Fastify app serving the demo page, `/config.json` and `extraPages`.
 * @throws Error when `distDir` does not exist (build the page first).
 */
export async function buildDemoHostApp(opts: Omit<DemoHostOptions, 'port' | 'host'>): Promise<FastifyInstance> {
  const distDir = opts.distDir ?? DEFAULT_DIST_DIR;
  if (!existsSync(distDir)) {
    throw new Error(`demo-host: ${distDir} does not exist; run \`npx vite build --config vite.config.ts --mode demo\``);
  }
  const config = { frameOrigin: opts.frameOrigin, partnerId: opts.partnerId ?? 'demo' };
  const app = Fastify({ logger: false });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config;
  });
  for (const [path, page] of Object.entries(opts.extraPages ?? {})) {
    if (!path.startsWith('/')) throw new Error(`demo-host: extra page path must start with "/": ${path}`);
    const resource: ExtraResource = typeof page === 'string' ? { contentType: 'text/html; charset=utf-8', body: page } : page;
    app.get(path, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (resource.allowOrigin) reply.header('access-control-allow-origin', resource.allowOrigin);
      return reply.type(resource.contentType).send(resource.body);
    });
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, sentPath) => {
      const name = basename(sentPath).replace(/\.(br|gz)$/, '');
      reply.header('cache-control', HASHED_FILE_NAME.test(name) ? HASHED_FILE_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    },
  });
  return app;
}

/**
 * Starts the demo partner site. Resolves once listening, with its base `url` (e.g. `http://127.0.0.1:5173`)
 * and `close()`. Rejects if the port is taken or the page is not built.
 */
export async function startDemoHost(opts: DemoHostOptions): Promise<{ close(): Promise<void>; url: string }> {
  const host = opts.host ?? '127.0.0.1';
  const app = await buildDemoHostApp(opts);
  await app.listen({ port: opts.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    close: () => app.close(),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  startDemoHost({
    port: Number(env.PORT ?? 5173),
    host: env.HOST ?? '127.0.0.1',
    frameOrigin: env.FRAME_ORIGIN ?? 'http://localhost:8080',
    partnerId: env.PARTNER_ID ?? 'demo',
  }).then(
    ({ url }) => console.log(`demo partner page on ${url}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
