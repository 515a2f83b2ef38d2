// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, apiClient, configureApiClient, type ApiClientEnvironment } from './client.ts';
import { ApiRequestError, HttpStatusError } from './errors.ts';
import { INVALID_SESSION_LAST_RELOAD_KEY, INVALID_SESSION_RELOAD_INTERVAL_MS } from './constants.ts';

const TOKEN = 'token-0123456789abcdef';

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

function redirected(response: Response, url: string): Response {
  Object.defineProperty(response, 'redirected', { value: true });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

type FetchArgs = [input: string, init: RequestInit];

function setup(overrides: Partial<ApiClientEnvironment> = {}, handler?: (url: string, init: RequestInit) => Response) {
  let token: string | undefined = TOKEN;
  const reloadPage = vi.fn();
  const navigate = vi.fn();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    return handler ? handler(url, init ?? {}) : json({ ok: true });
  });
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    getFormToken: () => token,
    setFormToken: (t) => {
      token = t;
    },
    reloadPage,
    navigate,
    currentPath: () => '/flights/JFK-LHR/2030-01-01?adults=1',
    storage: () => window.localStorage,
    ...overrides,
  });
  return {
    client,
    fetchMock,
    reloadPage,
    navigate,
    setToken: (t: string | undefined) => {
      token = t;
    },
    getToken: () => token,
    calls: () => fetchMock.mock.calls as unknown as FetchArgs[],
  };
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiClient conventions', () => {
  it('sends X-CSRF, X-Requested-With and same-origin credentials on every call and parses the reply', async () => {
    const t = setup({}, () => json({ value: 42 }));
    const schema = z.object({ value: z.number() });
    await expect(t.client.get('/a', schema, { query: { q: 'x y', skip: undefined } })).resolves.toEqual({ value: 42 });
    await t.client.post('/b', { a: 1 }, schema);
    await t.client.put('/c', { a: 2 }, schema);
    await t.client.delete('/d', schema);
    const calls = t.calls();
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(['GET /a?q=x+y', 'POST /b', 'PUT /c', 'DELETE /d']);
    for (const [, init] of calls) {
      expect(headersOf(init)['X-CSRF']).toBe(TOKEN);
      expect(headersOf(init)['X-Requested-With']).toBe('XMLHttpRequest');
      expect(init.credentials).toBe('same-origin');
    }
    expect(calls[1]?.[1].body).toBe('{"a":1}');
    expect(headersOf(calls[1]![1])['Content-Type']).toBe('application/json');
    expect(calls[0]?.[1].body).toBeUndefined();
  });

  it('sends a URLSearchParams body form-encoded, still with X-CSRF', async () => {
    const t = setup({}, () => json({ value: 1 }));
    await t.client.post('/f', new URLSearchParams({ a: '1', b: 'x y' }), z.object({ value: z.number() }));
    const [, init] = t.calls()[0]!;
    expect(init.body).toBe('a=1&b=x+y');
    expect(headersOf(init)['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(headersOf(init)['X-CSRF']).toBe(TOKEN);
  });

  it('sends a FormData body as multipart: the body as is and no Content-Type of its own (the browser adds the boundary), still with X-CSRF', async () => {
    const t = setup({}, () => json({ value: 1 }));
    const form = new FormData();
    form.append('multipartFile', new Blob(['GIF89a'], { type: 'image/gif' }), 'logo.gif');
    await t.client.post('/upload', form, z.object({ value: z.number() }));
    const [, init] = t.calls()[0]!;
    expect(init.body).toBe(form);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
    expect(headersOf(init)['X-CSRF']).toBe(TOKEN);
  });

  it('resolves undefined for 204 without parsing', async () => {
    const t = setup({}, () => new Response(null, { status: 204 }));
    await expect(t.client.post('/m', {}, z.object({ never: z.string() }))).resolves.toBeUndefined();
  });

  it('rejects with a parse error when an OK reply does not match the schema', async () => {
    const t = setup({}, () => json({ value: 'nope' }));
    await expect(t.client.get('/a', z.object({ value: z.number() }))).rejects.toThrow(/Unexpected reply from GET \/a/);
  });

  it('works with the shared client and a stubbed global fetch', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/k/run/formtoken' ? json({ formtoken: TOKEN }) : json({ ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ currentPath: () => '/' });
    await expect(apiClient.get('/x', z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    const last = fetchMock.mock.calls.at(-1) as unknown as FetchArgs;
    expect(headersOf(last[1])['X-CSRF']).toBe(TOKEN);
  });
});

describe('form token', () => {
  it('fetches the token once (form-encoded POST /k/run/formtoken) while concurrent callers poll for it', async () => {
    let release: (() => void) | undefined;
    // Count the pollers' waits (real timers) so the test releases the token once they are polling, not after a fixed sleep.
    let polls = 0;
    const sleep = (ms: number) => {
      polls += 1;
      return new Promise<void>((resolve) => setTimeout(resolve, ms));
    };
    const t = setup({ sleep }, (url) => {
      if (url === '/k/run/formtoken') {
        return json({ formtoken: TOKEN });
      }
      return json({ ok: true });
    });
    t.setToken(undefined);
    // Delay the token reply so the other callers really have to poll.
    const original = t.fetchMock.getMockImplementation()!;
    t.fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/k/run/formtoken') await new Promise<void>((r) => (release = r));
      return original(input, init);
    });
    const schema = z.object({ ok: z.boolean() });
    const calls = Promise.all([t.client.get('/1', schema), t.client.get('/2', schema), t.client.get('/3', schema)]);
    // Both other callers poll at least once while the token request is still held open.
    await vi.waitFor(() => expect(polls).toBeGreaterThanOrEqual(2));
    expect(release).toBeTypeOf('function');
    release?.();
    await expect(calls).resolves.toHaveLength(3);

    const tokenCalls = t.calls().filter(([url]) => url === '/k/run/formtoken');
    expect(tokenCalls).toHaveLength(1);
    const [, init] = tokenCalls[0]!;
    expect(init.method).toBe('POST');
    expect(headersOf(init)['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(t.getToken()).toBe(TOKEN);
    for (const [url, callInit] of t.calls()) {
      if (url !== '/k/run/formtoken') expect(headersOf(callInit)['X-CSRF']).toBe(TOKEN);
    }
  });

  it("rejects with 'Failed to retrieve formToken' when the token call fails, for the caller and the pollers", async () => {
    const t = setup({}, (url) => (url === '/k/run/formtoken' ? json({}, { status: 500 }) : json({ ok: true })));
    t.setToken(undefined);
    const schema = z.unknown();
    const results = await Promise.allSettled([t.client.get('/1', schema), t.client.get('/2', schema)]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toEqual(new Error('Failed to retrieve formToken'));
    }
    expect(t.calls().filter(([url]) => url !== '/k/run/formtoken')).toHaveLength(0);
  });

  it("rejects with 'Failed to retrieve formToken' when the reply has no token", async () => {
    const t = setup({}, (url) => (url === '/k/run/formtoken' ? json({ something: 'else' }) : json({ ok: true })));
    t.setToken(undefined);
    await expect(t.client.get('/1', z.unknown())).rejects.toThrow('Failed to retrieve formToken');
  });

  it('pollers give up after a bounded time', async () => {
    let now = 0;
    const t = setup({ now: () => now, sleep: async (ms) => void (now += ms) }, (url) => json({ url }));
    t.setToken(undefined);
    // First caller hangs on the token request forever.
    t.fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    void t.client.get('/hang', z.unknown());
    await expect(t.client.get('/poll', z.unknown())).rejects.toThrow('Failed to retrieve formToken');
    expect(now).toBeGreaterThanOrEqual(10_000);
  });
});

describe('error policy', () => {
  const invalidSession = () => json({ errors: [{ code: 'INVALID_SESSION', description: 'Session expired' }] }, { status: 401 });

  it('INVALID_SESSION reloads at most once per 10 minutes and rejects', async () => {
    let now = 1_000_000;
    const t = setup({ now: () => now }, invalidSession);
    const first = await t.client.get('/a', z.unknown()).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiRequestError);
    expect((first as ApiRequestError).code).toBe('INVALID_SESSION');
    expect(t.reloadPage).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(INVALID_SESSION_LAST_RELOAD_KEY)).toBe(String(1_000_000));

    now += 60_000;
    await expect(t.client.get('/b', z.unknown())).rejects.toBeInstanceOf(ApiRequestError);
    expect(t.reloadPage).toHaveBeenCalledTimes(1);

    now = 1_000_000 + INVALID_SESSION_RELOAD_INTERVAL_MS;
    await expect(t.client.get('/c', z.unknown())).rejects.toBeInstanceOf(ApiRequestError);
    expect(t.reloadPage).toHaveBeenCalledTimes(2);
  });

  it('INVALID_SESSION honours a reload timestamp from an earlier page load', async () => {
    window.localStorage.setItem(INVALID_SESSION_LAST_RELOAD_KEY, String(Date.now() - 1000));
    const t = setup({}, invalidSession);
    await expect(t.client.get('/a', z.unknown())).rejects.toBeInstanceOf(ApiRequestError);
    expect(t.reloadPage).not.toHaveBeenCalled();
  });

  it('MISSING_TWO_FACTOR_AUTHENTICATION navigates to /business/verify with redir, unless already there', async () => {
    const reply = () => json({ errors: [{ code: 'MISSING_TWO_FACTOR_AUTHENTICATION', description: '2FA' }] }, { status: 403 });
    const t = setup({}, reply);
    await expect(t.client.get('/a', z.unknown())).rejects.toMatchObject({ code: 'MISSING_TWO_FACTOR_AUTHENTICATION' });
    expect(t.navigate).toHaveBeenCalledWith(`/business/verify?redir=${encodeURIComponent('/flights/JFK-LHR/2030-01-01?adults=1')}`);

    const there = setup({ currentPath: () => '/business/verify?redir=%2F' }, reply);
    await expect(there.client.get('/a', z.unknown())).rejects.toBeInstanceOf(ApiRequestError);
    expect(there.navigate).not.toHaveBeenCalled();
  });

  it('a redirect to a captcha or bot page rejects with CAPTCHA_REQUIRED', async () => {
    for (const path of ['/captcha?x=1', '/bots/check']) {
      const t = setup({}, () => redirected(new Response('<html></html>', { headers: { 'content-type': 'text/html' } }), `http://localhost${path}`));
      const error = await t.client.get('/a', z.unknown()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).code).toBe('CAPTCHA_REQUIRED');
    }
  });

  it('other non-OK JSON rejects with the parsed body and the envelope errors', async () => {
    const body = { errors: [{ code: 'VALIDATION_ERROR', description: 'Bad origin', field: 'origin' }] };
    const t = setup({}, () => json(body, { status: 400 }));
    const error = (await t.client.get('/a', z.unknown()).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.errors).toEqual(body.errors);
    expect(error.message).toBe('Bad origin');
    expect(t.reloadPage).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();

    const plain = setup({}, () => json({ message: 'boom' }, { status: 500 }));
    const other = (await plain.client.get('/a', z.unknown()).catch((e: unknown) => e)) as ApiRequestError;
    expect(other).toBeInstanceOf(ApiRequestError);
    expect(other.body).toEqual({ message: 'boom' });
    expect(other.errors).toEqual([]);
  });

  it('an unknown error code does not hide the known codes of the same envelope (tolerant reader)', async () => {
    const body = {
      errors: [
        { code: 'SOMETHING_NEWER', description: 'A code this build does not know' },
        { code: 'INVALID_SESSION', description: 'Session expired' },
      ],
    };
    const t = setup({ now: () => 5_000_000 }, () => json(body, { status: 401 }));
    const error = (await t.client.get('/a', z.unknown()).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.errors).toEqual([{ code: 'INVALID_SESSION', description: 'Session expired' }]);
    expect(error.unrecognized).toEqual([{ code: 'UNRECOGNIZED', rawCode: 'SOMETHING_NEWER', description: 'A code this build does not know' }]);
    expect(error.code).toBe('INVALID_SESSION');
    expect(error.hasCode('INVALID_SESSION')).toBe(true);
    expect(error.message).toBe('A code this build does not know');
    // The policy still acts on the known code.
    expect(t.reloadPage).toHaveBeenCalledTimes(1);

    // An OK reply that is an envelope of unknown codes only is still an error, not a parse failure.
    const ok = setup({}, () => json({ errors: [{ code: 'BRAND_NEW', description: 'x' }] }));
    const onlyUnknown = (await ok.client.get('/b', z.object({ value: z.number() })).catch((e: unknown) => e)) as ApiRequestError;
    expect(onlyUnknown).toBeInstanceOf(ApiRequestError);
    expect(onlyUnknown.errors).toEqual([]);
    expect(onlyUnknown.unrecognized[0]?.rawCode).toBe('BRAND_NEW');
    expect(onlyUnknown.message).toBe('x');
  });

  it('non-OK non-JSON rejects with "<statusText> <status> <url>"', async () => {
    const t = setup({}, () => {
      const r = new Response('oops', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/plain' } });
      Object.defineProperty(r, 'url', { value: 'http://localhost/a' });
      return r;
    });
    const error = await t.client.get('/a', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as Error).message).toBe('Bad Gateway 502 http://localhost/a');
  });

  it('CSRF_TOKEN_INVALID forgets the token so the next call fetches a fresh one', async () => {
    const t = setup({}, (url) =>
      url === '/k/run/formtoken'
        ? json({ formtoken: 'fresh-token-0123456789' })
        : json({ errors: [{ code: 'CSRF_TOKEN_INVALID', description: 'stale' }] }, { status: 403 }),
    );
    await expect(t.client.get('/a', z.unknown())).rejects.toBeInstanceOf(ApiRequestError);
    expect(t.getToken()).toBeUndefined();
  });
});

describe('raw (used by the bridge relay)', () => {
  it('returns status, headers and body for non-2xx answers without applying the policy', async () => {
    const t = setup({}, () => json({ errors: [{ code: 'INVALID_SESSION', description: 'x' }] }, { status: 401, headers: { 'x-extra': '1' } }));
    const result = await t.client.raw('GET', '/i/api/flights/v1/search', { query: { origin: 'JFK' } });
    expect(result.status).toBe(401);
    expect(result.headers['x-extra']).toBe('1');
    expect(result.body).toEqual({ errors: [{ code: 'INVALID_SESSION', description: 'x' }] });
    expect(t.reloadPage).not.toHaveBeenCalled();
    expect(headersOf(t.calls()[0]![1])['X-CSRF']).toBe(TOKEN);
  });
});
