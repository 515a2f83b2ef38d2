/**
 * The CMP id of this frame's `__tcfapi` and TC strings (issue #22): the operator's IAB-assigned id from the bootstrap
 * (server config TCF_CMP_ID) when the server sends one, else the placeholder TCF_CMP_ID of constants.ts. Set once by
 * installTcfApi; read by the stub, the CmpApi and the TC string encoder, so all three agree.
 */
import { TCF_CMP_ID } from './constants.ts';

let current: number = TCF_CMP_ID;

/** The CMP id in use (an integer of 2 to 4095). */
export function cmpId(): number {
  return current;
}

/** Sets the CMP id in use; ignores undefined (keeps the placeholder). */
export function setCmpId(id: number | undefined): void {
  if (id !== undefined) current = id;
}
