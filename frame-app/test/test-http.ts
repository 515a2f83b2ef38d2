/**
 * Test-only HTTP doubles at the fetch boundary (ARCHITECTURE.md: unit tests may stub the network there).
 * `jsonResponse` builds a JSON reply; `createFetchStub` answers the form-token call itself and hands every
 * other request to a replaceable `handler`, recording calls in a vi.fn.
 */
import { vi } from 'vitest';
import { SSO_DISCOVER_PATH } from '@travel/contract';

/** A JSON `Response` with the given status (default 200). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers one stubbed request (URL resolved against http://localhost). */
export type FetchHandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * A fetch stub: POST /k/run/formtoken gets a token, POST /k/run/sso/discover goes to `stub.discover` (default: no
 * company single sign-on, `{ sso: null }`: the sign-in dialog asks it for every email, issue #27), everything else goes
 * to `stub.handler` (default: 404 NOT_FOUND "not stubbed"). Install with `vi.stubGlobal('fetch', stub.fetch)`.
 */
export function createFetchStub(formtoken = 'test-token-0123456789') {
  const stub: { handler: FetchHandler; discover: FetchHandler; fetch: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>> } = {
    handler: () => jsonResponse({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404),
    discover: () => jsonResponse({ sso: null }),
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/k/run/formtoken') return jsonResponse({ formtoken });
      if (url.pathname === SSO_DISCOVER_PATH) return stub.discover(url, init ?? {});
      return stub.handler(url, init ?? {});
    }),
  };
  return stub;
}
