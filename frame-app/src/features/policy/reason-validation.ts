/**
 * The out-of-policy reason of a booking (issue #25: "at booking for `warn` a required reason code select + free text
 * (min 10 characters) with clear errors"): the form's draft, its checks and the contract value it becomes. The same
 * limits as the server (contract OUT_OF_POLICY_REASON_MIN_CHARS / _MAX_CHARS, OutOfPolicyReasonSchema), so what the
 * form accepts the server accepts.
 */
import type { MessageDescriptor } from 'react-intl';
import {
  OUT_OF_POLICY_REASON_CODES, OUT_OF_POLICY_REASON_MAX_CHARS, OUT_OF_POLICY_REASON_MIN_CHARS, type OutOfPolicyReason, type OutOfPolicyReasonCode,
} from '@travel/contract';
import { policyMessages as m } from './messages.ts';

/** What the form holds: the picked code ('' until one is picked) and the text as typed. */
export interface OutOfPolicyReasonDraft {
  code: string;
  text: string;
}

/** Form paths of the two fields (inside the booking form's values). */
export const REASON_CODE_PATH = 'outOfPolicyReason.code';
export const REASON_TEXT_PATH = 'outOfPolicyReason.text';

/** An empty draft (no code preselected: users complain that preselected codes become junk). */
export const emptyReasonDraft = (): OutOfPolicyReasonDraft => ({ code: '', text: '' });

/** A problem of one field: its message and values. */
export interface ReasonProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/**
 * Checks a draft.
 * @returns the reason to send when valid, else the problems by form path ({@link REASON_CODE_PATH}, {@link REASON_TEXT_PATH})
 */
export function validateOutOfPolicyReason(draft: OutOfPolicyReasonDraft | undefined): { reason?: OutOfPolicyReason; errors: Record<string, ReasonProblem> } {
  const errors: Record<string, ReasonProblem> = {};
  const code = draft?.code ?? '';
  const text = (draft?.text ?? '').trim();
  if (!(OUT_OF_POLICY_REASON_CODES as readonly string[]).includes(code)) errors[REASON_CODE_PATH] = { message: m.reasonCodeMissing };
  if (text.length < OUT_OF_POLICY_REASON_MIN_CHARS) errors[REASON_TEXT_PATH] = { message: m.reasonTextShort, values: { min: OUT_OF_POLICY_REASON_MIN_CHARS } };
  else if (text.length > OUT_OF_POLICY_REASON_MAX_CHARS) errors[REASON_TEXT_PATH] = { message: m.reasonTextLong, values: { max: OUT_OF_POLICY_REASON_MAX_CHARS } };
  return Object.keys(errors).length > 0 ? { errors } : { reason: { code: code as OutOfPolicyReasonCode, text }, errors };
}

/** The form path of a server error field (`outOfPolicyReason`, `outOfPolicyReason.code|text`, `approverProfileId`), or undefined. */
export function reasonPathOfServerField(field: string | undefined): string | undefined {
  if (field === APPROVER_PATH) return APPROVER_PATH;
  if (field === 'outOfPolicyReason' || field === REASON_CODE_PATH) return REASON_CODE_PATH;
  if (field === REASON_TEXT_PATH) return REASON_TEXT_PATH;
  return undefined;
}

/** Form path of the approver the traveler names (issue #25 TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT). */
export const APPROVER_PATH = 'approverProfileId';

/**
 * Checks the named approver: required (a profile id among `approverIds`) when the traveler must name one.
 * @returns the id to send when valid (undefined when none is needed), else the problem
 */
export function validateApprover(value: string | undefined, required: boolean, approverIds: readonly string[]): { approverProfileId?: string; error?: ReasonProblem } {
  if (!required) return {};
  const id = value ?? '';
  return approverIds.includes(id) ? { approverProfileId: id } : { error: { message: m.approverMissing } };
}
