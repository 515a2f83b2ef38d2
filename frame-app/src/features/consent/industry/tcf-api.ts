/**
 * `__tcfapi` version 2 in the frame window (issue #13; chrome-and-consent §7 "response tcString data passed to the
 * page's consent API", §9 "Industry consent API: __tcfapi version 2").
 *
 * {@link installTcfApi} (once per window) puts a standard CMP stub on `window.__tcfapi` at once — `ping` answers
 * `cmpStatus: 'stub'`, other commands wait in a queue — adds the hidden `__tcfapiLocator` iframe (so nested frames
 * find the CMP) and answers `__tcfapiCall` postMessages from other frames through `__tcfapi`. It then loads
 * @iabtechlabtcf/cmpapi (cmp-api.ts), whose CmpApi takes the stub's queue and serves `ping`, `getTCData`,
 * `addEventListener` and `removeEventListener`. Where GDPR applies it reads the stored consent
 * (GET /i/api/iabtcf/v1/consent): a saved TC string is published at once (`tcloaded`); without one the API waits
 * until the industry dialog shows (`cmpuishown`) and is saved (`useractioncomplete`). Where GDPR does not apply it
 * publishes `gdprApplies: false`.
 *
 * {@link updateTcfApi} is how the dialog publishes: `updateTcfApi(stored ?? '', true)` when it shows,
 * `updateTcfApi(saved, false)` after a save. Before installTcfApi it does nothing (a partner CMP is in charge).
 *
 * The category banner is a consent UI too (issue #22: `getTCData` must answer on every page where the API is
 * installed): while it shows, the consent root calls `updateTcfApi('', true)` (cmpuishown, displayStatus visible, an
 * empty TC string); after the visitor's choice, {@link publishCategoryChoice} stores the TC string the categories stand
 * for (category-tc.ts, loaded then) and publishes it (useractioncomplete). A stored banner choice without a TC string
 * (given before issue #22, or on the privacy page) gets one the same way on the next load (tcloaded).
 */
import type { CookieCategoryKey } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { fetchIndustryConsent } from '../api.ts';
import { cmpId, setCmpId } from './cmp-id.ts';
import { TCF_CMP_VERSION, TCF_LOCATOR_NAME } from './constants.ts';

type TcfCallback = (result: unknown, success: boolean) => void;
type TcfApiFunction = (command?: string, version?: number, callback?: TcfCallback, parameter?: unknown) => unknown;

declare global {
  interface Window {
    __tcfapi?: TcfApiFunction;
  }
}

interface CmpHandle {
  update(tcString: string | null, uiVisible?: boolean): void;
}

interface TcfApiState {
  gdprApplies: boolean;
  cmp: CmpHandle | null;
  /** The last update asked for before the CmpApi was loaded. */
  pending: [string | null, boolean] | null;
  /** Whether anything was published (the stored string read at start must not override the dialog's). */
  updated: boolean;
  /** The stored industry consent read at start (GDPR only): whether a TC string is stored. */
  stored: Promise<boolean> | null;
}

let state: TcfApiState | null = null;

function installStub(gdprApplies: boolean): void {
  const queue: unknown[][] = [];
  window.__tcfapi = (...args: Parameters<TcfApiFunction>) => {
    if (args.length === 0) return queue;
    const [command, , callback] = args;
    if (command === 'ping' && typeof callback === 'function') {
      callback({ gdprApplies, cmpLoaded: false, cmpStatus: 'stub', displayStatus: 'hidden', apiVersion: '2.2', cmpId: cmpId(), cmpVersion: TCF_CMP_VERSION }, true);
      return undefined;
    }
    queue.push(args);
    return undefined;
  };
}

function addLocatorFrame(): void {
  if (document.querySelector(`iframe[name="${TCF_LOCATOR_NAME}"]`)) return;
  const frame = document.createElement('iframe');
  frame.name = TCF_LOCATOR_NAME;
  frame.title = TCF_LOCATOR_NAME;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.display = 'none';
  document.body.appendChild(frame);
}

interface TcfApiCall {
  command: string;
  version: number;
  parameter?: unknown;
  callId: unknown;
}

/** Answers `{ __tcfapiCall }` messages (object or JSON text) from other frames with `{ __tcfapiReturn }` (TCF CMP API v2). */
function onTcfMessage(event: MessageEvent): void {
  let data: unknown = event.data;
  const asText = typeof data === 'string';
  if (asText) {
    if (!(data as string).includes('__tcfapiCall')) return;
    try {
      data = JSON.parse(data as string);
    } catch {
      return;
    }
  }
  const call = (data as { __tcfapiCall?: TcfApiCall } | null)?.__tcfapiCall;
  if (!call || typeof call.command !== 'string' || !event.source || !window.__tcfapi) return;
  const source = event.source as WindowProxy;
  window.__tcfapi(call.command, call.version, (returnValue, success) => {
    const reply = { __tcfapiReturn: { returnValue, success, callId: call.callId } };
    // The TCF CMP API answers any frame that asks; the reply carries only what __tcfapi gives to anyone.
    source.postMessage(asText ? JSON.stringify(reply) : reply, '*');
  }, call.parameter);
}

function apply(tcString: string | null, uiVisible: boolean): void {
  if (!state) return;
  const value = state.gdprApplies ? tcString ?? '' : null;
  if (state.cmp) state.cmp.update(value, uiVisible);
  else state.pending = [value, uiVisible];
}

/**
 * Installs `__tcfapi` (version 2), the `__tcfapiLocator` frame and the postMessage bridge in this window, once (later
 * calls do nothing). See the module docstring.
 * @param options.gdprApplies the visitor's regime requires prior consent (privacyRegimeAtom consentRequired)
 * @param options.cmpId the operator's IAB CMP id (bootstrap tcfCmpId; issue #22); undefined: the placeholder
 */
export function installTcfApi(options: { gdprApplies: boolean; cmpId?: number | undefined }): void {
  if (state) return;
  setCmpId(options.cmpId);
  const current: TcfApiState = { gdprApplies: options.gdprApplies, cmp: null, pending: null, updated: false, stored: null };
  state = current;
  installStub(options.gdprApplies);
  addLocatorFrame();
  window.addEventListener('message', onTcfMessage);
  import('./cmp-api.ts').then(
    ({ createCmpApi }) => {
      if (state !== current) return;
      current.cmp = createCmpApi();
      if (current.pending) current.cmp.update(...current.pending);
      else if (!current.gdprApplies) current.cmp.update(null, false);
      current.pending = null;
    },
    (error: unknown) => logger.error('Could not load the TCF API', error),
  );
  if (options.gdprApplies) {
    current.stored = fetchIndustryConsent().then(
      (reply) => {
        const saved = !reply.isUnsavedDefaultConsent && reply.tcString !== '';
        if (state === current && !current.updated && saved) apply(reply.tcString, false);
        return saved;
      },
      (error: unknown) => {
        logger.warn('Could not read the stored industry consent for __tcfapi', error);
        return true;
      },
    );
  }
}

/**
 * Stores and publishes the TC string a cookie banner choice stands for (issue #22; see the module docstring and
 * category-tc.ts). Does nothing before {@link installTcfApi} or where GDPR does not apply (`gdprApplies: false` is
 * published already). Never rejects: a failure is logged (§8 "consent save is logged only").
 * @param acceptedCategories the recorded categories (strictlyNecessary first)
 * @param options.onlyIfUnsaved only when no TC string is stored (a stored banner choice read on load)
 */
export async function publishCategoryChoice(acceptedCategories: readonly CookieCategoryKey[], options: { onlyIfUnsaved?: boolean } = {}): Promise<void> {
  const current = state;
  if (!current?.gdprApplies) return;
  try {
    if (options.onlyIfUnsaved && (await current.stored)) return;
    const { saveCategoryTcString } = await import('./category-tc.ts');
    const saved = await saveCategoryTcString(acceptedCategories);
    if (state !== current) return;
    current.updated = true;
    apply(saved.tcString, false);
  } catch (error) {
    logger.error('Could not store the TC string of the cookie banner choice', error);
  }
}

/**
 * Publishes a TC string through `__tcfapi` (cmpapi `update`): `tcString` '' while the visitor has none, `uiVisible`
 * true while the dialog shows. Ignored (tcString treated as null) where GDPR does not apply; does nothing before
 * {@link installTcfApi}.
 */
export function updateTcfApi(tcString: string | null, uiVisible: boolean): void {
  if (!state) return;
  state.updated = true;
  apply(tcString, uiVisible);
}
