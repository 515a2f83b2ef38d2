// @vitest-environment jsdom
/**
 * `__tcfapi` version 2 in the frame (issue #13; chrome-and-consent §9): the stub answers ping at once, the
 * `__tcfapiLocator` frame exists, @iabtechlabtcf/cmpapi then serves the stored TC string (tcloaded), the dialog's
 * updates reach addEventListener listeners (cmpuishown, then useractioncomplete with the saved string), getTCData
 * and removeEventListener work, and other frames' `__tcfapiCall` messages are answered.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GVL, TCString } from '@iabtechlabtcf/core';
import { IABTCF_CONSENT_PATH, type IndustryConsentReply } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { TCF_LOCATOR_NAME } from './constants.ts';
import { acceptAllChoices, rejectAllChoices } from './model.ts';
import { encodeTcString } from './tc-string.ts';
import { installTcfApi, updateTcfApi } from './tcf-api.ts';
import { gvlJson, prefsOf, UNSAVED_CONSENT } from './test-gvl.ts';

interface TcData {
  tcString: string;
  eventStatus: string;
  cmpStatus: string;
  gdprApplies: boolean;
  listenerId?: number;
  purpose: { consents: Record<string, boolean> };
}
type Call = (command: string, version: number, callback: (data: unknown, success: boolean) => void, parameter?: unknown) => void;

const list = gvlJson();
const { detailed } = prefsOf(list);
const gvl = new GVL(structuredClone(list));
const STORED = encodeTcString(gvl, detailed, rejectAllChoices(detailed));
const SAVED = encodeTcString(gvl, detailed, acceptAllChoices(detailed));
const api = createFetchStub();
const tcfapi = () => window.__tcfapi as unknown as Call;
const ask = <T>(command: string, parameter?: unknown) =>
  new Promise<[T, boolean]>((resolve) => tcfapi()(command, 2, (data, success) => resolve([data as T, success]), parameter));

beforeAll(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.handler = (url) =>
    url.pathname === IABTCF_CONSENT_PATH
      ? json({ ...UNSAVED_CONSENT, isUnsavedDefaultConsent: false, tcString: STORED } satisfies IndustryConsentReply)
      : json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('__tcfapi', () => {
  it('serves ping, the stored string, the dialog updates, getTCData, listeners and cross-frame calls', async () => {
    // The operator's IAB CMP id from the bootstrap (issue #22) is what ping reports and TC strings carry.
    installTcfApi({ gdprApplies: true, cmpId: 412 });
    installTcfApi({ gdprApplies: true });
    expect(document.querySelectorAll(`iframe[name="${TCF_LOCATOR_NAME}"]`)).toHaveLength(1);
    const [stubPing] = await ask<{ cmpStatus: string; gdprApplies: boolean }>('ping');
    expect(stubPing).toMatchObject({ cmpStatus: 'stub', gdprApplies: true, cmpId: 412 });
    expect(TCString.decode(encodeTcString(gvl, detailed, rejectAllChoices(detailed))).cmpId).toBe(412);

    const events: TcData[] = [];
    tcfapi()('addEventListener', 2, (data) => events.push(data as TcData));
    await vi.waitFor(() => expect(events.at(-1)).toMatchObject({ tcString: STORED, eventStatus: 'tcloaded', gdprApplies: true }));
    const [ping] = await ask<{ cmpStatus: string; cmpLoaded: boolean; cmpId: number; apiVersion: string }>('ping');
    expect(ping).toMatchObject({ cmpStatus: 'loaded', cmpLoaded: true, cmpId: 412 });

    updateTcfApi(STORED, true);
    await vi.waitFor(() => expect(events.at(-1)?.eventStatus).toBe('cmpuishown'));
    updateTcfApi(SAVED, false);
    await vi.waitFor(() => expect(events.at(-1)).toMatchObject({ tcString: SAVED, eventStatus: 'useractioncomplete' }));
    expect(events.at(-1)?.purpose.consents['11']).toBe(true);

    const [data, ok] = await ask<TcData>('getTCData');
    expect(ok).toBe(true);
    expect(data.tcString).toBe(SAVED);

    const listenerId = events.at(-1)!.listenerId;
    const [removed] = await ask<boolean>('removeEventListener', listenerId);
    expect(removed).toBe(true);
    const before = events.length;
    updateTcfApi(STORED, false);
    const [afterRemoval] = await ask<TcData>('getTCData');
    expect(afterRemoval.tcString).toBe(STORED);
    expect(events).toHaveLength(before);

    const reply = new Promise<{ returnValue: { cmpStatus: string }; success: boolean; callId: string }>((resolve) => {
      window.addEventListener('message', function onReply(event: MessageEvent) {
        const r = (event.data as { __tcfapiReturn?: { returnValue: { cmpStatus: string }; success: boolean; callId: string } }).__tcfapiReturn;
        if (r) {
          window.removeEventListener('message', onReply);
          resolve(r);
        }
      });
    });
    window.dispatchEvent(new MessageEvent('message', { data: { __tcfapiCall: { command: 'ping', version: 2, callId: 'c1' } }, source: window }));
    await expect(reply).resolves.toMatchObject({ callId: 'c1', success: true, returnValue: { cmpStatus: 'loaded' } });
  });
});
