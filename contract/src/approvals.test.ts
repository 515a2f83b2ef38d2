// @vitest-environment node
/** The approval state machine (approvals.ts): every transition, refusal, expiry by default action, escalation, schedules and auto approval. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  approvalSchedule, approvalTransition, autoApproves, ApprovalDecisionRequestSchema, ApprovalSettingsSchema, DEFAULT_APPROVAL_SETTINGS,
  PASSIVE_VOID_WINDOW_HOURS, type ApprovalEvent, type ApprovalSnapshot,
} from './index.ts';

const H = 3_600_000;
const T0 = Date.parse('2026-03-02T10:00:00Z');
const hard = (patch: Partial<ApprovalSnapshot> = {}): ApprovalSnapshot => ({
  state: 'PENDING', type: 'HARD', defaultAction: 'APPROVE', deadlineMs: T0 + 48 * H, reminderAtMs: T0 + 24 * H, escalateAtMs: T0 + 36 * H,
  remindedAtMs: null, escalatedAtMs: null, hasBackup: true, ...patch,
});

describe('approvalTransition', () => {
  it.each<[string, ApprovalSnapshot, ApprovalEvent, number, string, 'KEEP' | 'RELEASE' | null, string[]]>([
    ['approve keeps the held booking', hard(), { type: 'APPROVE' }, T0 + H, 'APPROVED', 'KEEP', ['TRAVELER_DECIDED']],
    ['decline releases it', hard(), { type: 'DECLINE' }, T0 + H, 'DECLINED', 'RELEASE', ['TRAVELER_DECIDED']],
    ['withdraw releases it without a mail', hard(), { type: 'CANCEL' }, T0 + H, 'CANCELLED', 'RELEASE', []],
    ['expiry with default APPROVE keeps it', hard(), { type: 'EXPIRE' }, T0 + 48 * H, 'EXPIRED', 'KEEP', ['TRAVELER_DECIDED']],
    ['expiry with default DECLINE releases it', hard({ defaultAction: 'DECLINE' }), { type: 'EXPIRE' }, T0 + 50 * H, 'EXPIRED', 'RELEASE', ['TRAVELER_DECIDED']],
    ['passive expiry keeps the booking whatever the default', hard({ type: 'PASSIVE', defaultAction: 'DECLINE' }), { type: 'EXPIRE' }, T0 + 48 * H, 'EXPIRED', 'KEEP', ['TRAVELER_DECIDED']],
    ['passive decline in the window voids it', hard({ type: 'PASSIVE' }), { type: 'DECLINE' }, T0 + 23 * H, 'DECLINED', 'RELEASE', ['TRAVELER_DECIDED']],
    ['reminder when due', hard(), { type: 'REMIND' }, T0 + 24 * H, 'PENDING', null, ['APPROVER_REMINDER']],
    ['escalation when due', hard(), { type: 'ESCALATE' }, T0 + 36 * H, 'PENDING', null, ['BACKUP_ESCALATION']],
  ])('%s', (_name, s, event, now, state, booking, mails) => {
    const t = approvalTransition(s, event, now);
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    expect(t.next.state).toBe(state);
    expect(t.booking).toBe(booking);
    expect(t.mails).toEqual(mails);
  });

  it.each<[string, ApprovalSnapshot, ApprovalEvent, number, string]>([
    ['approve after the deadline', hard(), { type: 'APPROVE' }, T0 + 48 * H, 'DEADLINE_PASSED'],
    ['decline after the deadline', hard(), { type: 'DECLINE' }, T0 + 49 * H, 'DEADLINE_PASSED'],
    ['expire before the deadline', hard(), { type: 'EXPIRE' }, T0 + 48 * H - 1, 'NOT_DUE'],
    ['remind before it is due', hard(), { type: 'REMIND' }, T0 + 24 * H - 1, 'NOT_DUE'],
    ['remind twice', hard({ remindedAtMs: T0 + 24 * H }), { type: 'REMIND' }, T0 + 25 * H, 'ALREADY_DONE'],
    ['remind when off', hard({ reminderAtMs: null }), { type: 'REMIND' }, T0 + 25 * H, 'OFF'],
    ['remind after the deadline', hard(), { type: 'REMIND' }, T0 + 48 * H, 'DEADLINE_PASSED'],
    ['escalate before it is due', hard(), { type: 'ESCALATE' }, T0 + 36 * H - 1, 'NOT_DUE'],
    ['escalate twice', hard({ escalatedAtMs: T0 + 36 * H }), { type: 'ESCALATE' }, T0 + 37 * H, 'ALREADY_DONE'],
    ['escalate without a backup', hard({ hasBackup: false }), { type: 'ESCALATE' }, T0 + 37 * H, 'NO_BACKUP'],
    ['escalate when off', hard({ escalateAtMs: null }), { type: 'ESCALATE' }, T0 + 37 * H, 'OFF'],
  ])('refuses: %s', (_name, s, event, now, refusal) => {
    expect(approvalTransition(s, event, now)).toEqual({ ok: false, refusal });
  });

  it('a decided, expired or withdrawn request accepts no event at all', () => {
    fc.assert(fc.property(
      fc.constantFrom('APPROVED', 'DECLINED', 'EXPIRED', 'CANCELLED' as const),
      fc.constantFrom<ApprovalEvent['type']>('APPROVE', 'DECLINE', 'CANCEL', 'REMIND', 'ESCALATE', 'EXPIRE'),
      fc.integer({ min: T0, max: T0 + 100 * H }),
      (state, type, now) => {
        expect(approvalTransition(hard({ state }), { type }, now)).toEqual({ ok: false, refusal: 'NOT_PENDING' });
      },
    ));
  });

  it('an escalated request stays pending and can still be decided, expired, but not escalated again', () => {
    const escalated = approvalTransition(hard(), { type: 'ESCALATE' }, T0 + 36 * H);
    if (!escalated.ok) throw new Error('escalation refused');
    expect(escalated.next.escalatedAtMs).toBe(T0 + 36 * H);
    expect(approvalTransition(escalated.next, { type: 'APPROVE' }, T0 + 40 * H).ok).toBe(true);
    expect(approvalTransition(escalated.next, { type: 'ESCALATE' }, T0 + 40 * H)).toEqual({ ok: false, refusal: 'ALREADY_DONE' });
    const expired = approvalTransition(escalated.next, { type: 'EXPIRE' }, T0 + 48 * H);
    expect(expired.ok && expired.next.state).toBe('EXPIRED');
  });

  it('the snapshot survives a round trip through storage (a restart in between loses nothing)', () => {
    const reminded = approvalTransition(hard(), { type: 'REMIND' }, T0 + 24 * H);
    if (!reminded.ok) throw new Error('refused');
    const stored = JSON.parse(JSON.stringify(reminded.next)) as ApprovalSnapshot;
    expect(approvalTransition(stored, { type: 'REMIND' }, T0 + 30 * H)).toEqual({ ok: false, refusal: 'ALREADY_DONE' });
    const expired = approvalTransition(stored, { type: 'EXPIRE' }, T0 + 48 * H);
    expect(expired.ok && expired.booking).toBe('KEEP');
  });
});

describe('approvalSchedule', () => {
  it('hard: deadline after deadlineHours, reminder and escalation before it', () => {
    expect(approvalSchedule(DEFAULT_APPROVAL_SETTINGS, T0)).toEqual({ deadlineMs: T0 + 48 * H, reminderAtMs: T0 + 24 * H, escalateAtMs: T0 + 36 * H });
  });
  it('passive: the deadline is the end of the void window; steps that do not fit it are off', () => {
    const s = approvalSchedule({ ...DEFAULT_APPROVAL_SETTINGS, type: 'PASSIVE', reminderHoursBeforeDeadline: 30, escalationHoursBeforeDeadline: 6 }, T0);
    expect(s).toEqual({ deadlineMs: T0 + PASSIVE_VOID_WINDOW_HOURS * H, reminderAtMs: null, escalateAtMs: T0 + 18 * H });
  });
  it('0 hours turns the reminder and the escalation off', () => {
    const s = approvalSchedule({ ...DEFAULT_APPROVAL_SETTINGS, reminderHoursBeforeDeadline: 0, escalationHoursBeforeDeadline: 0 }, T0);
    expect(s.reminderAtMs).toBeNull();
    expect(s.escalateAtMs).toBeNull();
  });
});

describe('settings and bodies', () => {
  it('a reminder or escalation at or after the deadline is refused on its field', () => {
    const r = ApprovalSettingsSchema.safeParse({ ...DEFAULT_APPROVAL_SETTINGS, deadlineHours: 12, reminderHoursBeforeDeadline: 12 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['reminderHoursBeforeDeadline', 'escalationHoursBeforeDeadline']);
  });
  it('a decline needs a comment, an approve does not', () => {
    expect(ApprovalDecisionRequestSchema.safeParse({ decision: 'DECLINE', comment: '   ' }).success).toBe(false);
    expect(ApprovalDecisionRequestSchema.parse({ decision: 'APPROVE' })).toEqual({ decision: 'APPROVE', comment: '' });
  });
});

describe('autoApproves', () => {
  it.each([
    ['OFF', [], false], ['OFF', ['over cap'], false],
    ['IN_POLICY', [], true], ['IN_POLICY', ['over cap'], false],
    ['ALL', [], true], ['ALL', ['over cap'], true],
  ] as const)('%s with reasons %j -> %s', (mode, reasons, expected) => {
    expect(autoApproves(mode, reasons)).toBe(expected);
  });
});
