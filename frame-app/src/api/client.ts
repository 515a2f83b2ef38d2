/**
 * The one HTTP client of the frame (ARCHITECTURE: every HTTP call goes through frame-app/src/api).
 *
 * Conventions (chrome-and-consent §7): JSON bodies, `X-Requested-With: XMLHttpRequest`,
 * `credentials: 'same-origin'`, 204 gives no body. Every call carries the form token in `X-CSRF`
 * (core-and-business §4, §9); when the page globals hold none, the first caller POSTs `/k/run/formtoken`
 * (form-encoded) and concurrent callers poll every 100 ms until it is present
 * (account-business-header-and-trips §7).
 *
 * Error policy (core-and-business §8, chrome-and-consent §8):
 * - redirect to a bot/captcha page -> ApiRequestError with code CAPTCHA_REQUIRED;
 * - INVALID_SESSION -> reload the page at most once per 10 minutes (localStorage), reject;
 * - MISSING_TWO_FACTOR_AUTHENTICATION -> navigate to `/business/verify?redir=<current path>` unless there, reject;
 * - CSRF_TOKEN_INVALID -> forget the form token so the next call fetches a fresh one, reject;
 * - other non-OK JSON (or an OK reply that is an error envelope) -> ApiRequestError with the parsed body;
 *   envelopes are read with the contract's tolerant ErrorEnvelopeReadSchema, so an error code this build
 *   does not know (code UNRECOGNIZED, `rawCode` kept) never hides the known codes of the same envelope;
 * - non-OK non-JSON -> HttpStatusError `${statusText} ${status} ${url}`.
 *
 * A reply schema may be a classic zod schema or a `zod/mini` one (the contract writes the schemas the front door
 * parses with zod/mini, issue #23): replies are parsed with zod's functional `safeParse`, which takes either.
 */
import { safeParse, type z } from 'zod/mini';
import {
  CSRF_HEADER,
  ErrorEnvelopeReadSchema,
  FORM_TOKEN_PATH,
  FormTokenReplySchema,
  XHR_MARKER_HEADER,
  XHR_MARKER_VALUE,
  type ApiErrorRead,
  type HttpMethod,
} from '@travel/contract';
import {
  CAPTCHA_PATH_MARKERS,
  FORM_TOKEN_POLL_INTERVAL_MS,
  FORM_TOKEN_POLL_TIMEOUT_MS,
  INVALID_SESSION_LAST_RELOAD_KEY,
  INVALID_SESSION_RELOAD_INTERVAL_MS,
  TWO_FACTOR_VERIFY_PATH,
} from './constants.ts';
import { ApiRequestError, FORM_TOKEN_ERROR_MESSAGE, HttpStatusError } from './errors.ts';

/** Query values; `undefined` and `null` are left out of the query string. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** Options of one call. */
export interface RequestOptions {
  /** Appended to the path as a query string. */
  query?: QueryParams;
  /** Extra headers; the client's own (X-CSRF, X-Requested-With) always win. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A reply as received, without the error policy (used by the bridge ajax relay). */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON for JSON replies, text otherwise, `undefined` for 204 or an empty body. */
  body: unknown;
}

/** Options of {@link ApiClient.raw}: `body` is sent as JSON when defined (never for GET). */
export interface RawRequestOptions extends RequestOptions {
  body?: unknown;
}

/** Everything the client touches outside itself; injectable so tests can observe it. */
export interface ApiClientEnvironment {
  /** The fetch to use; looked up at call time. */
  fetch: typeof fetch;
  /** The form token in the page globals, if any. */
  getFormToken(): string | undefined;
  /** Stores (or, with `undefined`, forgets) the form token in the page globals. */
  setFormToken(token: string | undefined): void;
  /** Reloads the page (default `window.location.reload()`). */
  reloadPage(): void;
  /** Navigates to a path inside the router basename, e.g. `/business/verify?redir=%2F`. */
  navigate(pathWithinBasename: string): void;
  /** Current path inside the router basename, with its query, e.g. `/flights/JFK-LHR/2025-05-01?adults=1`. */
  currentPath(): string;
  /** Storage for the invalid-session reload time; `undefined` when unavailable (then no reload happens). */
  storage(): Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Epoch ms. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** The client's calls. Each parses its reply with `schema` and resolves with the parsed value. */
export interface ApiClient {
  /** GET `path`; resolves with `schema`'s output (undefined for 204). Rejects per the error policy. */
  get<S extends z.core.$ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /** POST `body` as JSON, form-encoded when it is a URLSearchParams, multipart when it is a FormData. */
  post<S extends z.core.$ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /** PUT `body` as JSON. */
  put<S extends z.core.$ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /** DELETE `path`. */
  delete<S extends z.core.$ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /**
   * Any method with the form token and client headers but without the error policy: resolves with
   * status, headers and body for every HTTP answer (also non-2xx); rejects only when no form token can be
   * obtained or the network fails.
   */
  raw(method: HttpMethod, path: string, options?: RawRequestOptions): Promise<RawResponse>;
  /** Resolves with the form token, fetching it once if the page globals hold none. */
  formToken(): Promise<string>;
}

/** A reply that is OK but does not match the expected schema. */
export class ApiResponseParseError extends Error {
  override readonly name = 'ApiResponseParseError';
  constructor(
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Unexpected reply from ${url}: ${issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`);
  }
}

/** Builds `path?query`. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** Whether a redirected reply landed on a bot/captcha page (chrome-and-consent §8). */
export function isCaptchaRedirect(response: Pick<Response, 'redirected' | 'url'>): boolean {
  if (!response.redirected || !response.url) return false;
  let path: string;
  try {
    path = new URL(response.url, 'http://localhost').pathname;
  } catch {
    path = response.url;
  }
  return CAPTCHA_PATH_MARKERS.some((marker) => path.includes(marker));
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json');
}

function headersToRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

const browser = typeof window !== 'undefined';

/** Defaults: global fetch, a private token slot, window.location, localStorage, Date.now, setTimeout. */
export function defaultEnvironment(): ApiClientEnvironment {
  let token: string | undefined;
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    getFormToken: () => token,
    setFormToken: (value) => {
      token = value;
    },
    reloadPage: () => window.location.reload(),
    navigate: (path) => window.location.assign(path),
    currentPath: () => (browser ? window.location.pathname + window.location.search : '/'),
    storage: () => {
      try {
        return browser ? window.localStorage : undefined;
      } catch {
        return undefined; // storage blocked (e.g. third-party iframe with storage disabled)
      }
    },
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/**
 * Creates a client over `env` (missing members take the defaults). Members of `env` are read at call
 * time, so a later {@link configureApiClient} takes effect for the shared client.
 */
export function createApiClient(overrides: Partial<ApiClientEnvironment> = {}): ApiClient {
  const env: ApiClientEnvironment = Object.assign(defaultEnvironment(), overrides);
  return createClientOver(env);
}

function createClientOver(env: ApiClientEnvironment): ApiClient {
  let tokenRequestInFlight = false;

  async function requestFormToken(): Promise<string> {
    try {
      const response = await env.fetch(FORM_TOKEN_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
          [XHR_MARKER_HEADER]: XHR_MARKER_VALUE,
        },
        body: new URLSearchParams().toString(),
      });
      if (!response.ok) throw new HttpStatusError(response.status, response.statusText, response.url || FORM_TOKEN_PATH);
      return FormTokenReplySchema.parse(await response.json()).formtoken;
    } catch (cause) {
      throw new Error(FORM_TOKEN_ERROR_MESSAGE, { cause });
    }
  }

  async function pollForFormToken(): Promise<string> {
    const deadline = env.now() + FORM_TOKEN_POLL_TIMEOUT_MS;
    for (;;) {
      await env.sleep(FORM_TOKEN_POLL_INTERVAL_MS);
      const token = env.getFormToken();
      if (token) return token;
      // The request we were waiting for finished without a token, or we waited long enough.
      if (!tokenRequestInFlight || env.now() >= deadline) throw new Error(FORM_TOKEN_ERROR_MESSAGE);
    }
  }

  async function formToken(): Promise<string> {
    const existing = env.getFormToken();
    if (existing) return existing;
    if (tokenRequestInFlight) return pollForFormToken();
    tokenRequestInFlight = true;
    try {
      const token = await requestFormToken();
      env.setFormToken(token);
      return token;
    } finally {
      tokenRequestInFlight = false;
    }
  }

  function reloadForInvalidSession(): void {
    const storage = env.storage();
    if (!storage) return; // without a persistent timestamp a reload could loop forever
    const now = env.now();
    let last = Number.NaN;
    try {
      last = Number(storage.getItem(INVALID_SESSION_LAST_RELOAD_KEY));
      if (Number.isFinite(last) && last > 0 && now - last < INVALID_SESSION_RELOAD_INTERVAL_MS) return;
      storage.setItem(INVALID_SESSION_LAST_RELOAD_KEY, String(now));
    } catch {
      return;
    }
    env.reloadPage();
  }

  function redirectToTwoFactor(): void {
    const current = env.currentPath();
    if (current === TWO_FACTOR_VERIFY_PATH || current.startsWith(`${TWO_FACTOR_VERIFY_PATH}?`) || current.startsWith(`${TWO_FACTOR_VERIFY_PATH}/`)) return;
    env.navigate(`${TWO_FACTOR_VERIFY_PATH}?redir=${encodeURIComponent(current)}`);
  }

  function applyErrorPolicy(errors: ApiErrorRead[]): void {
    const codes = new Set(errors.map((e) => e.code));
    if (codes.has('INVALID_SESSION')) reloadForInvalidSession();
    if (codes.has('MISSING_TWO_FACTOR_AUTHENTICATION')) redirectToTwoFactor();
    if (codes.has('CSRF_TOKEN_INVALID')) env.setFormToken(undefined);
  }

  function buildInit(method: HttpMethod, token: string, options: RawRequestOptions): RequestInit {
    const hasBody = options.body !== undefined && method !== 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers,
      [XHR_MARKER_HEADER]: XHR_MARKER_VALUE,
      [CSRF_HEADER]: token,
    };
    // A URLSearchParams body is sent form-encoded (e.g. FriendlySearchUrlAction), a FormData body as multipart (file
    // uploads; the browser writes its Content-Type with the boundary); anything else as JSON.
    const isForm = options.body instanceof URLSearchParams;
    const isMultipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (hasBody && !isMultipart) headers['Content-Type'] = isForm ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'application/json';
    const init: RequestInit = { method, credentials: 'same-origin', headers };
    if (hasBody) init.body = isMultipart ? (options.body as FormData) : isForm ? (options.body as URLSearchParams).toString() : JSON.stringify(options.body);
    if (options.signal) init.signal = options.signal;
    return init;
  }

  async function call<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    body: unknown,
    schema: S,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const token = await formToken();
    const url = withQuery(path, options.query);
    const response = await env.fetch(url, buildInit(method, token, { ...options, body }));
    const label = `${method} ${url}`;

    if (isCaptchaRedirect(response)) {
      throw new ApiRequestError(
        response.status,
        [{ code: 'CAPTCHA_REQUIRED', description: 'Captcha verification required' }],
        undefined,
      );
    }
    if (response.status === 204) return undefined as z.output<S>;

    if (!isJsonResponse(response)) {
      if (!response.ok) throw new HttpStatusError(response.status, response.statusText, response.url || url);
      const text = await response.text();
      return parseReply(schema, text === '' ? undefined : text, label);
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      if (!response.ok) throw new HttpStatusError(response.status, response.statusText, response.url || url);
      throw new Error(`Malformed JSON reply from ${label}`, { cause });
    }
    const envelope = ErrorEnvelopeReadSchema.safeParse(parsed);
    if (!response.ok || envelope.success) {
      const errors = envelope.success ? envelope.data.errors : [];
      applyErrorPolicy(errors);
      throw new ApiRequestError(response.status, errors, parsed);
    }
    return parseReply(schema, parsed, label);
  }

  async function raw(method: HttpMethod, path: string, options: RawRequestOptions = {}): Promise<RawResponse> {
    const token = await formToken();
    const url = withQuery(path, options.query);
    const response = await env.fetch(url, buildInit(method, token, options));
    let body: unknown;
    if (response.status !== 204) {
      const text = await response.text();
      if (text !== '') {
        body = text;
        if (isJsonResponse(response)) {
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
        }
      }
    }
    return { status: response.status, headers: headersToRecord(response.headers), body };
  }

  return {
    get: (path, schema, options) => call('GET', path, undefined, schema, options),
    post: (path, body, schema, options) => call('POST', path, body, schema, options),
    put: (path, body, schema, options) => call('PUT', path, body, schema, options),
    delete: (path, schema, options) => call('DELETE', path, undefined, schema, options),
    raw,
    formToken,
  };
}

function parseReply<S extends z.core.$ZodType>(schema: S, value: unknown, label: string): z.output<S> {
  const result = safeParse(schema, value);
  if (!result.success) throw new ApiResponseParseError(label, result.error.issues);
  return result.data;
}

const sharedEnvironment = defaultEnvironment();

/**
 * The app's shared client. The app wires it to the jotai page globals and the router with
 * {@link configureApiClient}; tests stub `fetch` at the boundary (vi.stubGlobal) or build their own
 * client with {@link createApiClient}.
 */
export const apiClient: ApiClient = createClientOver(sharedEnvironment);

/** Replaces members of the shared client's environment (token store, navigation, reload, ...). */
export function configureApiClient(overrides: Partial<ApiClientEnvironment>): void {
  Object.assign(sharedEnvironment, overrides);
}
