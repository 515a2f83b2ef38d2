/**
 * The real `__tcfapi` (issue #13; chrome-and-consent §9 "__tcfapi version 2"): one @iabtechlabtcf/cmpapi CmpApi,
 * loaded lazily by tcf-api.ts so the library stays out of the frame's first script. Constructing it takes over
 * `window.__tcfapi` and answers the calls the stub queued meanwhile.
 */
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { cmpId } from './cmp-id.ts';
import { TCF_CMP_VERSION } from './constants.ts';

/** Creates the window's CmpApi: the CMP id in use (cmp-id.ts), cmpVersion from constants.ts, service-specific. Call once per window. */
export function createCmpApi(): CmpApi {
  return new CmpApi(cmpId(), TCF_CMP_VERSION, true);
}
