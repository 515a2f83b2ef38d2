/**
 * The admin hub's people: the users page (list and search, edit role and group, deactivate/reactivate), the
 * invitations hub (invite by email through the mail outbox, pending / accepted / expired, resend, revoke), accepting
 * an invitation, and guests (a guest expires). Spec: core-and-business §6 (admin hub pages /business/users,
 * /business/users/manage, the invitations hub; permissions USER_MANAGEMENT, USER_INVITE, USER_GUEST_INVITE,
 * GUEST_MANAGEMENT, BUSINESS_PROFILE_EDIT, BUSINESS_PROFILE_DELETE, USER_GUEST_DELETE*; feature ADD_USERS);
 * account-business-header-and-trips §3 (user search modes guests / sponsoredGuests), §7 "Users"; issue #24 "Admin hub".
 *
 * Every method takes an {@link AdminContext} (the actor and its company's flags) and works inside the actor's company:
 * a row of another company is never read or changed, it answers 404 NOT_FOUND. Readings (contract business-admin.ts
 * says them to the frame):
 * - No privilege escalation: a role may be given only when every permission it holds is the actor's too, and a user
 *   may be changed or deactivated only when their current role's permissions are all the actor's too (403 FORBIDDEN).
 *   A custom role is assignable only with ROLE_MANAGEMENT and the company's `roles` flag (issue #24).
 * - Nobody changes their own role or deactivates themselves (403); the last active company admin (built-in
 *   COMPANY_ADMIN role) keeps that role and stays active (400 VALIDATION_ERROR field `roleId` / `status`).
 * - Invitations: the token is 32 random bytes (base64url) in the mail's link fragment; only its HMAC-SHA-256 under a
 *   server secret (`server_secrets`, created once) is stored, so the table never holds a usable link. Single use (a
 *   conditional update spends it), expires after contract INVITATION_EXPIRY_DAYS, and resending replaces it.
 * - Accepting needs a signed-in account whose email is the invited one (the mail proved the address, so the new
 *   profile is confirmed and so is the account's email, through the accounts service) and which has no business
 *   profile yet (one profile per account, migration 0018). The new
 *   profile is on the business side and not yet enrolled in two-factor: business routes answer
 *   MISSING_TWO_FACTOR_AUTHENTICATION until it is.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BuiltInRoleSchema, GUEST_ACCESS_DEFAULT_DAYS, GUEST_ACCESS_MAX_DAYS, INVITATION_EXPIRY_MS, BUSINESS_INVITATION_PAGE_PATH, permissionsOfRole, policy,
  type AdminGuest, type AdminTwoFactorResetReply, type AdminUser, type AdminUserOptions, type AdminUserUpdate, type AdminUsersPage, type AdminUsersQuery, type BusinessActor,
  type CompanyFlag, type Invitation, type InvitationAcceptReply, type InvitationCreate, type InvitationPreview, type InvitationStatus, type Permission,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { BusinessRoleRow } from '../../db/business-tables.ts';
import { AppError } from '../../errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { MailService } from '../mail/service.ts';
import { GENERATED_SECRET_BYTES, loadOrCreateSecret } from '../secrets/service.ts';
import { customRolePermissions } from './principal-loader.ts';
import {
  countActiveCompanyAdmins, deleteProfile, findAdminInvitation, findAdminUser, findBuiltInRole, findCompany, findGroup, findInvitationByTokenHashUnscoped,
  findLiveInvitationByEmail, findProfileByAccountUnscoped, findProfileIdByEmail, findRole, insertAdminInvitation, insertProfile, listAdminInvitations,
  listAdminUsers, listGroups, listRoles, markInvitationAccepted, renewInvitationToken, revokeInvitation, updateProfile, type AdminUserRow,
} from './repository.ts';
import { resetTwoFactor } from './two-factor-repository.ts';

/** Who calls an admin method: the actor, and its company's flags (from the principal; `roles` gates custom roles). */
export interface AdminContext {
  actor: BusinessActor;
  flags: Readonly<Record<CompanyFlag, boolean>>;
}

/** Name of the invitation token key in `server_secrets`. */
export const INVITATION_TOKEN_KEY_NAME = 'business-invitation-token-key';
/** Random bytes of an invitation token (base64url in the link). */
const INVITATION_TOKEN_BYTES = 32;
const DAY_MS = 86_400_000;

/** The permissions a role row holds: the contract's for a built-in role, the stored set for a custom one. */
export function rolePermissions(role: Pick<BusinessRoleRow, 'builtin_role' | 'permissions_json'>): readonly Permission[] {
  const builtIn = BuiltInRoleSchema.safeParse(role.builtin_role);
  return builtIn.success ? permissionsOfRole(builtIn.data) : customRolePermissions(role.permissions_json);
}

/** Whether every permission of `permissions` is the actor's too (no privilege escalation). */
export function withinActor(actor: BusinessActor, permissions: readonly Permission[]): boolean {
  return permissions.every((p) => actor.permissions.includes(p));
}

/** Whether the caller may give this role: within its own permissions; a custom role needs ROLE_MANAGEMENT and the `roles` flag. */
export function roleAssignable(ctx: AdminContext, role: Pick<BusinessRoleRow, 'builtin_role' | 'permissions_json'>): boolean {
  if (!withinActor(ctx.actor, rolePermissions(role))) return false;
  return role.builtin_role !== null || (ctx.actor.permissions.includes('ROLE_MANAGEMENT') && ctx.flags.roles);
}

const holdsOne = (actor: BusinessActor, ...permissions: Permission[]) => permissions.some((p) => actor.permissions.includes(p));
const roleRef = (id: number, name: string, builtin: string | null) => {
  const b = BuiltInRoleSchema.safeParse(builtin);
  return { id: Number(id), name, builtInRole: b.success ? b.data : null };
};

export interface AdminUsersService {
  /** GET users: one page of the company's users, searched and filtered. */
  list(ctx: AdminContext, query: AdminUsersQuery): Promise<AdminUsersPage>;
  /** GET users/options: the roles (with `assignable`) and groups the user form offers. */
  options(ctx: AdminContext): Promise<AdminUserOptions>;
  /**
   * PUT users/{profileId}: new role and/or group.
   * @throws AppError 404 (profile, role or group not of the company), 403 (oneself, escalation, custom role without
   *   ROLE_MANAGEMENT + roles flag), 400 VALIDATION_ERROR field roleId (the last active company admin)
   */
  update(ctx: AdminContext, profileId: string, update: AdminUserUpdate): Promise<AdminUser>;
  /** POST users/{profileId}/deactivate|reactivate. @throws AppError 404, 403 (oneself, escalation), 400 field status (last admin) */
  setStatus(ctx: AdminContext, profileId: string, action: 'deactivate' | 'reactivate'): Promise<AdminUser>;
  /**
   * POST users/{profileId}/resetTwoFactor: an admin's reset of a lost authenticator (contract
   * AdminTwoFactorResetReplySchema): deletes the user's enrolment, recovery codes and sessions' proofs, records the
   * reset (table business_two_factor_resets) and mails the user. Their next business call asks them to enrol again.
   * @throws AppError 404 (not of the company), 403 (oneself, a user holding a permission the caller lacks, or a caller
   *   without USER_MANAGEMENT)
   */
  resetTwoFactor(ctx: AdminContext, profileId: string): Promise<AdminTwoFactorResetReply>;
  /** GET invitations (optionally one state), newest first. */
  invitations(ctx: AdminContext, status: InvitationStatus | undefined): Promise<Invitation[]>;
  /**
   * POST invitations: stores the invitation (token hashed) and mails its link.
   * @throws AppError 403 (kind not allowed, role not assignable), 404 (role or group not of the company), 400 field email
   *   (already a user of the company, or a pending invitation exists)
   */
  invite(ctx: AdminContext, input: InvitationCreate): Promise<Invitation>;
  /** POST invitations/{id}/resend: new token, new expiry, new mail. @throws AppError 404, 403, 400 field status (accepted or revoked) */
  resend(ctx: AdminContext, invitationId: string): Promise<Invitation>;
  /** DELETE invitations/{id}: revokes a pending (or expired) invitation. @throws AppError 404, 403, 400 field status */
  revoke(ctx: AdminContext, invitationId: string): Promise<Invitation>;
  /** The invitation a token is for (the join page). @throws AppError 404 NOT_FOUND for an unknown token */
  preview(token: string): Promise<InvitationPreview>;
  /**
   * Accepts an invitation for a signed-in account: creates its business profile.
   * @throws AppError 404 (unknown token), 403 (another email), 400 field token (used, revoked, expired), 400 field account (has a profile)
   */
  accept(account: { id: string; email: string }, token: string): Promise<InvitationAcceptReply>;
  /** GET guests: the company's guests, by email. */
  guests(ctx: AdminContext): Promise<AdminGuest[]>;
  /** PUT guests/{profileId}: a new end of access. @throws AppError 404 (no such guest), 400 field guestExpiresAt */
  extendGuest(ctx: AdminContext, profileId: string, guestExpiresAt: string): Promise<AdminGuest>;
  /** DELETE guests/{profileId}: removes the guest's profile (policy guest.delete). @throws AppError 404, 403 */
  deleteGuest(ctx: AdminContext, profileId: string): Promise<void>;
}

export interface AdminUsersDeps {
  db: Kysely<Database>;
  mail: MailService;
  /** Accepting confirms the account's email (the invitation link proved the address), in the accept's transaction. */
  accounts: Pick<AccountsService, 'markConfirmed'>;
  /** Origin the invitation links point at (config publicOrigin). */
  publicOrigin: string;
  now?: () => number;
}

/**
 * Creates the service; loads (or creates once) the invitation token key.
 * @throws the database error when the key cannot be read or stored
 */
export async function createAdminUsersService(deps: AdminUsersDeps): Promise<AdminUsersService> {
  const { db, mail } = deps;
  const now = deps.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();
  const key = Buffer.from(await loadOrCreateSecret(db, INVITATION_TOKEN_KEY_NAME, () => randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), now), 'base64url');
  const tokenHash = (token: string) => createHmac('sha256', key).update(token).digest('hex');

  const toUser = (ctx: AdminContext, r: AdminUserRow): AdminUser => ({
    profileId: r.id, email: r.email, name: r.name, role: roleRef(r.role_id, r.role_name, r.builtin_role),
    groupId: r.group_id === null ? null : Number(r.group_id), groupName: r.group_name ?? null, kind: r.kind, status: r.status, guestExpiresAt: r.guest_expires_at,
    expired: r.guest_expires_at !== null && r.guest_expires_at <= nowIso(), self: r.id === ctx.actor.profileId,
  });
  const toGuest = (ctx: AdminContext, r: AdminUserRow): AdminGuest => ({ ...toUser(ctx, r), sponsorProfileId: r.sponsor_profile_id });

  const statusOf = (r: { status: 'pending' | 'accepted' | 'revoked'; expires_at: string }): InvitationStatus =>
    (r.status === 'pending' && r.expires_at <= nowIso() ? 'expired' : r.status);
  type InvitationRow = NonNullable<Awaited<ReturnType<typeof findAdminInvitation>>>;
  const toInvitation = (r: InvitationRow): Invitation => ({
    id: r.id, email: r.email, kind: r.kind, role: roleRef(r.role_id, r.role_name, r.builtin_role), groupId: r.group_id === null ? null : Number(r.group_id),
    status: statusOf(r), expiresAt: r.expires_at, createdAt: r.created_at, acceptedAt: r.accepted_at,
    guestAccessDays: r.guest_access_days === null ? null : Number(r.guest_access_days),
  });

  /** The target user, checked: of the company (404), not oneself (403), not above the actor (403). */
  async function changeableUser(handle: Kysely<Database>, ctx: AdminContext, profileId: string): Promise<AdminUserRow> {
    const target = await findAdminUser(handle, ctx.actor.companyId, profileId);
    if (!target) throw new AppError(404, 'NOT_FOUND', 'No such user');
    if (target.id === ctx.actor.profileId) throw new AppError(403, 'FORBIDDEN', 'You cannot change your own role or status');
    if (!withinActor(ctx.actor, rolePermissions(target))) throw new AppError(403, 'FORBIDDEN', 'This user holds permissions you do not hold');
    return target;
  }

  async function reloadUser(handle: Kysely<Database>, ctx: AdminContext, profileId: string): Promise<AdminUser> {
    const row = await findAdminUser(handle, ctx.actor.companyId, profileId);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'No such user');
    return toUser(ctx, row);
  }

  /** May the actor invite (or resend, revoke) this kind? */
  function assertMayInvite(ctx: AdminContext, kind: 'member' | 'guest'): void {
    const ok = kind === 'member'
      ? holdsOne(ctx.actor, 'USER_INVITE', 'USER_MANAGEMENT')
      : holdsOne(ctx.actor, 'USER_GUEST_INVITE', 'GUEST_MANAGEMENT', 'USER_MANAGEMENT');
    if (!ok) throw new AppError(403, 'FORBIDDEN', kind === 'member' ? 'You may not invite users' : 'You may not invite guests');
  }

  async function mailInvitation(companyId: string, email: string, kind: 'member' | 'guest', token: string, expiresAt: string): Promise<void> {
    const company = await findCompany(db, companyId);
    const link = `${deps.publicOrigin}${BUSINESS_INVITATION_PAGE_PATH}#token=${token}`;
    const what = kind === 'guest' ? 'as a guest' : 'as a member';
    await mail.send({
      to: email,
      kind: 'business-invitation',
      subject: `You are invited to join ${company?.name ?? 'your company'} for business travel`,
      text: [
        `You have been invited to join ${company?.name ?? 'your company'} ${what} for business travel.`,
        '',
        `Open this link, then sign in or create an account with ${email}:`,
        link,
        '',
        `The link works once, until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC.`,
        'If you did not expect this invitation, ignore this email.',
      ].join('\n'),
    });
  }

  async function issueToken(): Promise<{ token: string; hash: string; expiresAt: string }> {
    const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
    return { token, hash: tokenHash(token), expiresAt: new Date(now() + INVITATION_EXPIRY_MS).toISOString() };
  }

  async function invitationOf(ctx: AdminContext, invitationId: string): Promise<InvitationRow> {
    const row = await findAdminInvitation(db, ctx.actor.companyId, invitationId);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'No such invitation');
    return row;
  }

  return {
    async list(ctx, query) {
      const { rows, total } = await listAdminUsers(db, ctx.actor.companyId, { query: query.query, status: query.status, offset: query.offset, limit: query.limit });
      return { users: rows.map((r) => toUser(ctx, r)), total, offset: query.offset, limit: query.limit };
    },

    async options(ctx) {
      const [roles, groups] = await Promise.all([listRoles(db, ctx.actor.companyId), listGroups(db, ctx.actor.companyId)]);
      return {
        roles: roles.map((r) => ({ ...roleRef(r.id, r.name, r.builtin_role), assignable: roleAssignable(ctx, r) })),
        groups: groups.map((g) => ({ id: Number(g.id), name: g.name })),
      };
    },

    async update(ctx, profileId, update) {
      return db.transaction().execute(async (trx) => {
        const target = await changeableUser(trx, ctx, profileId);
        const patch: { role_id?: number; group_id?: number | null } = {};
        if (update.roleId !== undefined && update.roleId !== Number(target.role_id)) {
          const role = await findRole(trx, ctx.actor.companyId, update.roleId);
          if (!role) throw new AppError(404, 'NOT_FOUND', 'No such role');
          if (!roleAssignable(ctx, role)) throw new AppError(403, 'FORBIDDEN', 'You may not give this role');
          if (target.builtin_role === 'COMPANY_ADMIN' && role.builtin_role !== 'COMPANY_ADMIN' && target.status === 'active' && target.kind === 'member'
            && (await countActiveCompanyAdmins(trx, ctx.actor.companyId)) <= 1) {
            throw new AppError(400, 'VALIDATION_ERROR', 'The company needs at least one active company admin', 'roleId');
          }
          patch.role_id = role.id;
        }
        if (update.groupId !== undefined) {
          if (update.groupId !== null && !(await findGroup(trx, ctx.actor.companyId, update.groupId))) throw new AppError(404, 'NOT_FOUND', 'No such group');
          patch.group_id = update.groupId;
        }
        if (Object.keys(patch).length > 0) await updateProfile(trx, ctx.actor.companyId, profileId, patch, nowIso());
        return reloadUser(trx, ctx, profileId);
      });
    },

    async setStatus(ctx, profileId, action) {
      if (!holdsOne(ctx.actor, 'BUSINESS_PROFILE_DELETE', 'USER_MANAGEMENT')) throw new AppError(403, 'FORBIDDEN', 'You may not deactivate users');
      return db.transaction().execute(async (trx) => {
        const target = await changeableUser(trx, ctx, profileId);
        const status = action === 'deactivate' ? 'deactivated' as const : 'active' as const;
        if (status === 'deactivated' && target.status === 'active' && target.builtin_role === 'COMPANY_ADMIN' && target.kind === 'member'
          && (await countActiveCompanyAdmins(trx, ctx.actor.companyId)) <= 1) {
          throw new AppError(400, 'VALIDATION_ERROR', 'The company needs at least one active company admin', 'status');
        }
        if (target.status !== status) await updateProfile(trx, ctx.actor.companyId, profileId, { status }, nowIso());
        return reloadUser(trx, ctx, profileId);
      });
    },

    async resetTwoFactor(ctx, profileId) {
      // The route declares USER_MANAGEMENT; checked again so no other caller of the service can skip it.
      if (!holdsOne(ctx.actor, 'USER_MANAGEMENT')) throw new AppError(403, 'FORBIDDEN', 'You may not reset two-factor authentication');
      const { user, hadAuthenticator } = await db.transaction().execute(async (trx) => {
        const target = await changeableUser(trx, ctx, profileId);
        const had = await resetTwoFactor(trx, {
          companyId: ctx.actor.companyId, profileId, accountId: target.account_id, resetByProfileId: ctx.actor.profileId, nowIso: nowIso(),
        });
        return { user: await reloadUser(trx, ctx, profileId), hadAuthenticator: had };
      });
      const company = await findCompany(db, ctx.actor.companyId);
      // Tell the user (a reset they did not ask for is how a takeover would start): the outbox without SMTP.
      await mail.send({
        to: user.email,
        kind: 'business-two-factor-reset',
        subject: `Your two-factor authentication for ${company?.name ?? 'your company'} was reset`,
        text: [
          `An administrator of ${company?.name ?? 'your company'} reset the two-factor authentication of your business account.`,
          '',
          'The next time you use your business account, you will set up an authenticator app again and get new recovery codes.',
          'Your old codes and recovery codes no longer work.',
          '',
          'If you did not ask for this, contact your company administrator.',
        ].join('\n'),
      });
      return { user, hadAuthenticator };
    },

    async invitations(ctx, status) {
      return (await listAdminInvitations(db, ctx.actor.companyId, status, nowIso())).map(toInvitation);
    },

    async invite(ctx, input) {
      assertMayInvite(ctx, input.kind);
      const companyId = ctx.actor.companyId;
      const role = input.roleId !== undefined ? await findRole(db, companyId, input.roleId) : await findBuiltInRole(db, companyId, 'TRAVELER');
      if (!role) throw new AppError(404, 'NOT_FOUND', 'No such role');
      if (!roleAssignable(ctx, role)) throw new AppError(403, 'FORBIDDEN', 'You may not give this role');
      const groupId = input.groupId ?? null;
      if (groupId !== null && !(await findGroup(db, companyId, groupId))) throw new AppError(404, 'NOT_FOUND', 'No such group');
      if (input.kind === 'member' && input.guestAccessDays !== undefined) throw new AppError(400, 'VALIDATION_ERROR', 'Only guests have an access length', 'guestAccessDays');
      if (await findProfileIdByEmail(db, companyId, input.email)) throw new AppError(400, 'VALIDATION_ERROR', 'This person is already a user of your company', 'email');
      if (await findLiveInvitationByEmail(db, companyId, input.email, nowIso())) {
        throw new AppError(400, 'VALIDATION_ERROR', 'This address has a pending invitation: resend it instead', 'email');
      }
      const { token, hash, expiresAt } = await issueToken();
      const id = randomBytes(16).toString('base64url');
      await insertAdminInvitation(db, {
        id, companyId, email: input.email, kind: input.kind, roleId: role.id, groupId, invitedByProfileId: ctx.actor.profileId, tokenHash: hash, expiresAt,
        nowIso: nowIso(), guestAccessDays: input.kind === 'guest' ? (input.guestAccessDays ?? GUEST_ACCESS_DEFAULT_DAYS) : null,
      });
      await mailInvitation(companyId, input.email, input.kind, token, expiresAt);
      return toInvitation(await invitationOf(ctx, id));
    },

    async resend(ctx, invitationId) {
      const row = await invitationOf(ctx, invitationId);
      assertMayInvite(ctx, row.kind);
      if (row.status !== 'pending') throw new AppError(400, 'VALIDATION_ERROR', `This invitation was ${row.status}`, 'status');
      const { token, hash, expiresAt } = await issueToken();
      if (!(await renewInvitationToken(db, ctx.actor.companyId, invitationId, hash, expiresAt))) {
        throw new AppError(400, 'VALIDATION_ERROR', 'This invitation is no longer pending', 'status');
      }
      await mailInvitation(ctx.actor.companyId, row.email, row.kind, token, expiresAt);
      return toInvitation(await invitationOf(ctx, invitationId));
    },

    async revoke(ctx, invitationId) {
      const row = await invitationOf(ctx, invitationId);
      assertMayInvite(ctx, row.kind);
      if (!(await revokeInvitation(db, ctx.actor.companyId, invitationId))) throw new AppError(400, 'VALIDATION_ERROR', `This invitation was ${row.status}`, 'status');
      return toInvitation(await invitationOf(ctx, invitationId));
    },

    async preview(token) {
      const row = await findInvitationByTokenHashUnscoped(db, tokenHash(token));
      if (!row) throw new AppError(404, 'NOT_FOUND', 'This invitation link is not valid');
      return {
        companyName: row.company_name, inviterName: row.inviter_name ?? row.inviter_email ?? null, email: row.email, kind: row.kind, status: statusOf(row),
        expiresAt: row.expires_at,
      };
    },

    async accept(account, token) {
      const row = await findInvitationByTokenHashUnscoped(db, tokenHash(token));
      if (!row) throw new AppError(404, 'NOT_FOUND', 'This invitation link is not valid');
      const status = statusOf(row);
      if (status !== 'pending') throw new AppError(400, 'VALIDATION_ERROR', `This invitation is ${status === 'accepted' ? 'already used' : status}`, 'token');
      if (account.email.toLowerCase() !== row.email.toLowerCase()) {
        throw new AppError(403, 'FORBIDDEN', `This invitation is for ${row.email}: sign in with that address`);
      }
      if (await findProfileByAccountUnscoped(db, account.id)) throw new AppError(400, 'VALIDATION_ERROR', 'This account already has a business profile', 'account');
      const profileId = randomBytes(16).toString('base64url');
      await db.transaction().execute(async (trx) => {
        const at = nowIso();
        if (!(await markInvitationAccepted(trx, row.company_id, row.id, at))) throw new AppError(400, 'VALIDATION_ERROR', 'This invitation is already used', 'token');
        const guest = row.kind === 'guest';
        await insertProfile(trx, {
          id: profileId, accountId: account.id, companyId: row.company_id, roleId: Number(row.role_id), groupId: row.group_id === null ? null : Number(row.group_id),
          kind: row.kind, sponsorProfileId: guest ? row.invited_by_profile_id : null,
          guestExpiresAt: guest ? new Date(now() + Number(row.guest_access_days ?? GUEST_ACCESS_DEFAULT_DAYS) * DAY_MS).toISOString() : null,
          twoFactorEnabled: false, confirmedAt: at, nowIso: at,
        });
        await deps.accounts.markConfirmed(trx, account.id);
      });
      return { companyId: row.company_id, companyName: row.company_name, profileId, kind: row.kind };
    },

    async guests(ctx) {
      const { rows } = await listAdminUsers(db, ctx.actor.companyId, { kind: 'guest', status: 'all', offset: 0, limit: 1000 });
      return rows.map((r) => toGuest(ctx, r));
    },

    async extendGuest(ctx, profileId, guestExpiresAt) {
      const target = await findAdminUser(db, ctx.actor.companyId, profileId);
      if (!target || target.kind !== 'guest') throw new AppError(404, 'NOT_FOUND', 'No such guest');
      const t = Date.parse(guestExpiresAt);
      if (!(t > now()) || t > now() + GUEST_ACCESS_MAX_DAYS * DAY_MS) {
        throw new AppError(400, 'VALIDATION_ERROR', `Choose a time in the next ${GUEST_ACCESS_MAX_DAYS} days`, 'guestExpiresAt');
      }
      await updateProfile(db, ctx.actor.companyId, profileId, { guest_expires_at: new Date(t).toISOString() }, nowIso());
      const row = await findAdminUser(db, ctx.actor.companyId, profileId);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'No such guest');
      return toGuest(ctx, row);
    },

    async deleteGuest(ctx, profileId) {
      const target = await findAdminUser(db, ctx.actor.companyId, profileId);
      if (!target || target.kind !== 'guest') throw new AppError(404, 'NOT_FOUND', 'No such guest');
      const resource = { profileId: target.id, companyId: ctx.actor.companyId, guest: true, sponsorProfileId: target.sponsor_profile_id };
      if (!policy('guest.delete', ctx.actor, resource)) throw new AppError(403, 'FORBIDDEN', 'You may not delete this guest');
      await deleteProfile(db, ctx.actor.companyId, profileId);
    },
  };
}
