/**
 * The "Invite user" dialog of the users page and the invitations hub (issue #24 "users (list, search, invite by email
 * through the mail outbox ...)", "the invitations hub"; contract business-admin.ts InvitationCreateSchema). Fields:
 * email address, role (the roles the caller may give, `assignable`; the company's Traveler role first chosen) and
 * group ("No group" or one of the company's groups). React Hook Form with a zod resolver built on the contract's email
 * rule; errors appear on submit. Server answers: 400 VALIDATION_ERROR with a `field` -> under that field (`email`:
 * "already a user or has a pending invitation"); 403 FORBIDDEN -> "You cannot give this role" under the role; anything
 * else -> an alert in the dialog (the contract envelope's text, apiErrorText). On success `onInvited` gets the new
 * invitation and the dialog closes.
 *
 * Guests (issue #24 "invitations and guests (a guest expires)"; core-and-business §6 USER_GUEST_INVITE,
 * GUEST_MANAGEMENT): when the caller may invite guests (`kinds` holds `guest`), "Invite as" offers Member or Guest; a
 * guest invitation also asks the days of access after accepting (default contract GUEST_ACCESS_DEFAULT_DAYS, 1 to
 * GUEST_ACCESS_MAX_DAYS; the server turns it into the guest's end of access) and sends `kind: 'guest'` with
 * `guestAccessDays`. A caller who may invite only guests gets no choice: the invitation is a guest one. A refusal of
 * the length (400 field `guestAccessDays`) shows under that field.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  GUEST_ACCESS_DEFAULT_DAYS, GUEST_ACCESS_MAX_DAYS, INVITATION_EXPIRY_DAYS, InvitationCreateSchema, type AdminUserOptions, type Invitation, type InvitationCreate,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Overlay, TextRadioGroup } from '../../../ui/index.ts';
import { FormTextFieldControl, NumberInputControl, SelectControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText, useAccess } from '../../chrome/index.ts';
import { createInvitation } from './api.ts';
import { INVITE_GUEST_REQUIREMENT, INVITE_MEMBER_REQUIREMENT } from './constants.ts';
import { usersMessages as m } from './messages.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import styles from './users.module.css';

/** The value of "No group" in the group select. */
export const NO_GROUP = 'none';

/** Values of the invite form as typed: ids as strings (the select's keys). */
interface InviteValues {
  email: string;
  roleId: string;
  groupId: string;
  kind: InviteKind;
  /** Guests only: days of access after accepting (NaN while the input is empty). */
  guestAccessDays: number;
}

/** The kinds of invitation (contract InvitationCreateSchema `kind`). */
export type InviteKind = 'member' | 'guest';

/** "Invite as": Member or Guest, bound to the form's `kind`. */
function KindControl({ kinds }: { kinds: readonly InviteKind[] }) {
  const intl = useIntl();
  const control = useFieldControl<InviteValues, InviteKind>({ path: 'kind', clears: ['guestAccessDays'] });
  return (
    <TextRadioGroup<InviteKind>
      label={intl.formatMessage(m.kindLabel)}
      value={control.value}
      onChange={control.onChange}
      options={kinds.map((k) => (k === 'member'
        ? { value: k, label: intl.formatMessage(m.kindMember), description: intl.formatMessage(m.kindMemberHint) }
        : { value: k, label: intl.formatMessage(m.kindGuest), description: intl.formatMessage(m.kindGuestHint) }))}
    />
  );
}

/** The role options a form offers: assignable roles, plus `keep` (a role already held) even when not assignable. */
export function roleOptions(options: AdminUserOptions, keep?: number): { id: string; label: string }[] {
  return options.roles.filter((r) => r.assignable || r.id === keep).map((r) => ({ id: String(r.id), label: r.name }));
}

/** The group options: "No group" first, then the company's groups. */
export function groupOptions(options: AdminUserOptions, noGroupLabel: string): { id: string; label: string }[] {
  return [{ id: NO_GROUP, label: noGroupLabel }, ...options.groups.map((g) => ({ id: String(g.id), label: g.name }))];
}

/** Props of {@link InviteUserDialog}. */
export interface InviteUserDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The roles and groups to offer (GET {base}/users/options). */
  options: AdminUserOptions;
  /** Called with the created invitation once the server accepted it (the dialog then closes). */
  onInvited(invitation: Invitation): void;
  /** The kinds the caller may invite, in the order offered (default member only); with both, "Invite as" offers the choice. */
  kinds?: readonly InviteKind[];
}

function InviteForm({ options, onInvited, onCancel, kinds = ['member'] }: Omit<InviteUserDialogProps, 'isOpen' | 'onOpenChange'> & { onCancel(): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const roles = roleOptions(options);
  const traveler = options.roles.find((r) => r.builtInRole === 'TRAVELER' && r.assignable) ?? options.roles.find((r) => r.assignable);
  const schema = z.object({
    email: z.string().superRefine((value, ctx) => {
      if (!InvitationCreateSchema.shape.email.safeParse(value).success) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.emailInvalid) });
    }),
    roleId: z.string(),
    groupId: z.string(),
    kind: z.enum(['member', 'guest']),
    // NaN while the input is empty: checked below (with the page's own message) only for guests.
    guestAccessDays: z.number().or(z.nan()),
  }).superRefine((v, ctx) => {
    if (v.kind === 'guest' && !(Number.isInteger(v.guestAccessDays) && v.guestAccessDays >= 1 && v.guestAccessDays <= GUEST_ACCESS_MAX_DAYS)) {
      ctx.addIssue({ code: 'custom', path: ['guestAccessDays'], message: intl.formatMessage(m.guestDaysInvalid, { max: GUEST_ACCESS_MAX_DAYS }) });
    }
  }).transform((v): InvitationCreate => ({
    email: InvitationCreateSchema.shape.email.parse(v.email),
    kind: v.kind,
    ...(v.roleId ? { roleId: Number(v.roleId) } : {}),
    groupId: v.groupId === NO_GROUP ? null : Number(v.groupId),
    ...(v.kind === 'guest' ? { guestAccessDays: v.guestAccessDays } : {}),
  }));
  const form = useForm<InviteValues, unknown, InvitationCreate>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', roleId: traveler ? String(traveler.id) : '', groupId: NO_GROUP, kind: kinds[0] ?? 'member', guestAccessDays: GUEST_ACCESS_DEFAULT_DAYS },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const submit = async (body: InvitationCreate): Promise<void> => {
    setAlert(undefined);
    try {
      onInvited(await createInvitation(body));
    } catch (e) {
      logger.warn('invitation refused', e);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
      if (field === 'email') form.setError('email', { type: 'server', message: intl.formatMessage(m.emailTaken) }, { shouldFocus: true });
      else if (field === 'guestAccessDays') {
        form.setError('guestAccessDays', { type: 'server', message: intl.formatMessage(m.guestDaysInvalid, { max: GUEST_ACCESS_MAX_DAYS }) }, { shouldFocus: true });
      }
      else if (e instanceof ApiRequestError && e.hasCode('FORBIDDEN')) form.setError('roleId', { type: 'server', message: intl.formatMessage(m.roleNotAllowed) });
      else setAlert(apiErrorText(intl, e, m.actionFailed));
    }
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {intl.formatMessage(m.inviteTitle)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(m.inviteIntro, { days: INVITATION_EXPIRY_DAYS })}</p>
        {kinds.length > 1 ? <KindControl kinds={kinds} /> : null}
        <FormTextFieldControl<InviteValues> path="email" label={intl.formatMessage(m.emailLabel)} type="email" autoComplete="off" maxLength={254} isRequired />
        {form.watch('kind') === 'guest' ? (
          <NumberInputControl<InviteValues>
            path="guestAccessDays"
            label={intl.formatMessage(m.guestDaysLabel)}
            minValue={1}
            maxValue={GUEST_ACCESS_MAX_DAYS}
            decrementLabel={intl.formatMessage(m.decrementDays)}
            incrementLabel={intl.formatMessage(m.incrementDays)}
          />
        ) : null}
        {roles.length > 0 ? <SelectControl<InviteValues> path="roleId" label={intl.formatMessage(m.roleLabel)} options={roles} /> : null}
        <SelectControl<InviteValues> path="groupId" label={intl.formatMessage(m.groupLabel)} options={groupOptions(options, intl.formatMessage(m.noGroup))} />
        <DialogFormFooter
          alert={alert}
          pending={form.formState.isSubmitting}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={intl.formatMessage(m.sendInvite)}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}

/** The invite dialog (see the module docstring); its form starts empty each time it opens. */
export function InviteUserDialog({ isOpen, onOpenChange, options, onInvited, kinds }: InviteUserDialogProps) {
  const intl = useIntl();
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} label={intl.formatMessage(m.inviteTitle)}>
      <InviteForm
        options={options}
        {...(kinds ? { kinds } : {})}
        onCancel={() => onOpenChange(false)}
        onInvited={(invitation) => {
          onInvited(invitation);
          onOpenChange(false);
        }}
      />
    </Overlay>
  );
}

/**
 * The kinds of invitation the caller may send, members first (./constants.ts INVITE_MEMBER_REQUIREMENT /
 * INVITE_GUEST_REQUIREMENT; both while the auth state is unknown: the server decides). Empty: no "Invite user" button.
 */
export function useInviteKinds(): InviteKind[] {
  const member = useAccess(INVITE_MEMBER_REQUIREMENT) !== false;
  const guest = useAccess(INVITE_GUEST_REQUIREMENT) !== false;
  return [...(member ? ['member' as const] : []), ...(guest ? ['guest' as const] : [])];
}
