/**
 * Incoming bridge messages (host -> frame), core-and-business §7: validated with IncomingMessageSchema and
 * dispatched. Every call resolves with a BridgeReply; it never rejects, so the host always gets an answer.
 *
 * `submit`: with a `resolveSubmit` dependency (the app injects the search feature's resolver) the handler
 * awaits the resolution of the submit's places before it publishes anything, so the host hears about an
 * unknown place (`{ ok: false, error: { code: 'VALIDATION_ERROR', description: 'Unknown place "x"',
 * field: 'query.destination' } }`) and the frame state only ever holds runnable submits. Success answers
 * `{ ok: true, result: { resultsUrl } }`. When a newer submit arrived while this one was resolving, the newer
 * one wins: the older is not published and answers `{ ok: true, result: { resultsUrl, superseded: true } }`.
 * Without `resolveSubmit` the raw query is published and the search feature resolves it (errors logged).
 */
import { unknown, type z } from 'zod/mini';
import {
  IncomingMessageSchema,
  LOAD_TIME_METRIC_TYPE,
  metricsPathFor,
  type AjaxMessageSchema,
  type SubmitMessageSchema,
  type ApiError,
  type BridgeReply,
  type RelayRule,
} from '@travel/contract';
import { ApiRequestError, BRIDGE_RELAY_HEADER, describeInvalid, type ApiClient } from '../api/index.ts';
import {
  analyticsAllowedAtom,
  consentAtom,
  hostScrollAtom,
  logLevelAtom,
  logger,
  searchSubmitAtom,
  type FrameStore,
  type Logger,
  type SearchSubmitResolver,
} from '../state/index.ts';
import { AJAX_CALL_ERROR_LOG, RELAY_RESERVED_HEADERS } from './constants.ts';
import { checkRelay } from './relay.ts';

/** What the handler needs. */
export interface IncomingHandlerDeps {
  api: Pick<ApiClient, 'post' | 'raw'>;
  store: FrameStore;
  /** The partner's relay allow-list (bootstrap.partner.relayAllowList). */
  relayAllowList: readonly RelayRule[];
  /** The frame's origin, e.g. `http://localhost:8080`. */
  origin: string;
  log?: Pick<Logger, 'warn' | 'error'>;
  /** Resolves a search submit's places before it is published (see the module docstring). */
  resolveSubmit?: SearchSubmitResolver;
}

/** The exposed `receive` method: message in, reply out. */
export type ReceiveFn = (message: unknown) => Promise<BridgeReply>;

type AjaxMessage = z.infer<typeof AjaxMessageSchema>;
type SubmitMessage = z.infer<typeof SubmitMessageSchema>;

function failure(code: ApiError['code'], description: string): BridgeReply {
  return { ok: false, error: { code, description } };
}

function errorOf(error: unknown): ApiError {
  if (error instanceof ApiRequestError && error.errors[0]) return error.errors[0];
  return { code: 'INTERNAL_ERROR', description: error instanceof Error ? error.message : String(error) };
}

/** Creates the `receive` implementation. */
export function createIncomingHandler(deps: IncomingHandlerDeps): ReceiveFn {
  const log = deps.log ?? logger;
  const { api, store } = deps;

  async function recordMetric(metricType: string, metricName: string, metricValue: number): Promise<BridgeReply> {
    // No metrics before consent where consent is required (issue #13; analyticsAllowedAtom).
    if (!store.get(analyticsAllowedAtom)) {
      log.warn(`metric ${metricType}/${metricName} not recorded: no analytics consent`);
      return failure('NO_ANALYTICS_CONSENT', 'Not recorded: the visitor has not consented to analytics');
    }
    try {
      await api.post(metricsPathFor(metricType), { metricName, metricValue }, unknown());
      return { ok: true };
    } catch (error) {
      log.warn('record metric failed', error);
      return { ok: false, error: errorOf(error) };
    }
  }

  /** Sequence number of the latest submit received; a resolution finishing after a newer submit is dropped. */
  let latestSubmit = 0;

  async function submit(query: SubmitMessage['query']): Promise<BridgeReply> {
    if (!deps.resolveSubmit) {
      store.set(searchSubmitAtom, query);
      return { ok: true };
    }
    const seq = ++latestSubmit;
    let resolution;
    try {
      resolution = await deps.resolveSubmit(query);
    } catch (error) {
      log.warn('search submit failed', error);
      return { ok: false, error: errorOf(error) };
    }
    if (!resolution.ok) {
      log.warn('search submit refused', resolution.error.description);
      return { ok: false, error: resolution.error };
    }
    if (seq !== latestSubmit) return { ok: true, result: { resultsUrl: resolution.resultsUrl, superseded: true } };
    store.set(searchSubmitAtom, { query, resultsUrl: resolution.resultsUrl });
    return { ok: true, result: { resultsUrl: resolution.resultsUrl } };
  }

  async function relay(message: AjaxMessage): Promise<BridgeReply> {
    const decision = checkRelay(message.method, message.url, deps.relayAllowList, deps.origin);
    if (!decision.allowed) {
      log.warn('relay refused', message.method, message.url);
      return failure('RELAY_FORBIDDEN', `${message.method} ${decision.path} is not on the partner relay allow-list`);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(message.headers)) {
      if (!(RELAY_RESERVED_HEADERS as readonly string[]).includes(name.toLowerCase())) headers[name] = value;
    }
    headers[BRIDGE_RELAY_HEADER] = '1';
    try {
      const result = await api.raw(message.method, decision.path + decision.search, {
        query: message.params ?? undefined,
        body: message.method === 'GET' || message.data === null ? undefined : message.data,
        headers,
      });
      return { ok: true, result };
    } catch (error) {
      log.error(AJAX_CALL_ERROR_LOG, error);
      return failure('AJAX_CALL_ERROR', error instanceof Error ? error.message : String(error));
    }
  }

  return async function receive(raw: unknown): Promise<BridgeReply> {
    const parsed = IncomingMessageSchema.safeParse(raw);
    if (!parsed.success) {
      // In English: the first page's zod/mini has no locale of its own (api/zod-english.ts).
      const description = await describeInvalid(IncomingMessageSchema, raw);
      log.warn('invalid bridge message', description);
      return failure('VALIDATION_ERROR', description);
    }
    const message = parsed.data;
    switch (message.action) {
      case 'record-metric':
        return recordMetric(message.metricType, message.metricName, message.metricValue);
      case 'record-load-time':
        return recordMetric(LOAD_TIME_METRIC_TYPE, message.metricName, message.metricValue);
      case 'ajax':
        return relay(message);
      case 'submit':
        return submit(message.query);
      case 'scroll':
        store.set(hostScrollAtom, {
          scrollY: message.scrollY,
          viewportHeight: message.viewportHeight,
          frameTop: message.frameTop,
        });
        return { ok: true };
      case 'logger':
        store.set(logLevelAtom, message.level);
        return { ok: true };
      case 'consent-url-prefix':
        store.set(consentAtom, { ...store.get(consentAtom), urlPrefix: message.prefix });
        return { ok: true };
      case 'consent-response':
        store.set(consentAtom, {
          ...store.get(consentAtom),
          response: {
            tcString: message.tcString,
            gdprApplies: message.gdprApplies,
            purposeConsents: message.purposeConsents,
            vendorConsents: message.vendorConsents,
          },
        });
        return { ok: true };
    }
  };
}
