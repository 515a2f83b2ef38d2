/**
 * A fake of the admin hub's company settings rows API (offices, legalEntities, memberships under
 * BUSINESS_ADMIN_API_BASE) at the fetch boundary, and a renderer of the real business routes, for the company
 * settings pages' tests (frame-app/src/features/business/company/*.test.tsx; production code never imports it).
 * The fake keeps its rows, so a list reloaded after a change shows it; every call but the auth state is recorded with
 * its method, path and JSON body; `refuse` queues error replies for the next changing calls (POST, PUT, DELETE).
 */
import { createMemoryRouter } from 'react-router';
import { AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, TWO_FACTOR_API_PATHS, type AuthState } from '@travel/contract';
import { accessResourceRoutes } from '../src/features/access/index.ts';
import { createBusinessRoutes } from '../src/features/business/routes.ts';
import { createFrameStore, routerContextFor } from '../src/state/index.ts';
import { renderRouter } from './test-app.tsx';
import { TEST_BOOTSTRAP } from './test-fixtures.ts';
import { jsonResponse as json, type FetchHandler } from './test-http.ts';

/** One recorded call. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** An error reply in the contract's envelope. */
export function refusal(code: string, status: number, field?: string, description = code): Response {
  return json({ errors: [{ code, description, ...(field ? { field } : {}) }] }, status);
}

/** The business API beside the rows: the auth state and a verified second factor. */
export function businessBasics(auth: AuthState, rest: FetchHandler): FetchHandler {
  return (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    return rest(url, init);
  };
}

/** The fake's state: its rows, the calls it got, replies queued for the next changes, GETs left to fail. */
export interface RowsServer<Row> {
  rows: Row[];
  calls: RecordedCall[];
  refuse: Response[];
  loadFailures: number;
  handler: FetchHandler;
}

/**
 * A fake rows resource at {base}/{resource}: GET lists `{ items }`, POST adds (next id), PUT /{id} replaces, DELETE
 * /{id} removes (`{ ok: true }`); an unknown id answers 404. `loadFailures` failing GETs come first (500).
 */
export function createRowsServer<Row extends { id: number }>(auth: AuthState, resource: string, initial: readonly Row[]): RowsServer<Row> {
  const path = `${BUSINESS_ADMIN_API_BASE}/${resource}`;
  const server: RowsServer<Row> = {
    rows: [...initial],
    calls: [],
    refuse: [],
    loadFailures: 0,
    handler: businessBasics(auth, (url, init) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      server.calls.push({ method, path: url.pathname, body });
      if (url.pathname === path && method === 'GET') {
        if (server.loadFailures > 0) {
          server.loadFailures -= 1;
          return refusal('INTERNAL_ERROR', 500);
        }
        return json({ items: server.rows });
      }
      if (!url.pathname.startsWith(path)) return refusal('NOT_FOUND', 404);
      const refused = server.refuse.shift();
      if (refused) return refused;
      if (url.pathname === path && method === 'POST') {
        const row = { ...(body as object), id: Math.max(0, ...server.rows.map((r) => r.id)) + 1 } as Row;
        server.rows.push(row);
        return json(row);
      }
      const id = Number(url.pathname.slice(path.length + 1));
      const index = server.rows.findIndex((r) => r.id === id);
      if (index < 0) return refusal('NOT_FOUND', 404);
      if (method === 'PUT') {
        server.rows[index] = { ...(body as object), id } as Row;
        return json(server.rows[index]);
      }
      if (method === 'DELETE') {
        server.rows.splice(index, 1);
        return json({ ok: true });
      }
      return refusal('NOT_FOUND', 404);
    }),
  };
  return server;
}

/** Renders the real business routes (createBusinessRoutes, behind the hub's guard) at `path`. */
export function renderBusinessAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter([{ path: '/', children: [...createBusinessRoutes(), ...accessResourceRoutes, { index: true, element: <p>Front door</p> }] }], {
    initialEntries: [path],
    getContext: routerContextFor({ store, basename: '/' }),
  });
  renderRouter(router, store);
  return { router, store };
}
