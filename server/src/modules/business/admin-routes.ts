/**
 * The admin hub's routes (issue #24 "Admin hub"; core-and-business §6; account-business-header-and-trips §6, §7
 * "Users"). {@link businessAdminRoutes} registers inside the business route tree (./route-tree.ts: paths relative to
 * /i/api/business; its hook has already required a business profile of the caller's company, two-factor, the flag and
 * the declared permissions/features). {@link invitationAcceptRoutes} registers OUTSIDE the tree: the invitee has no
 * business profile yet, so those two routes use the ordinary per-route declarations (`visitor`, `account`).
 *
 * Each route's declaration is its admin page's row of contract ADMIN_PAGES ({@link pageRequirement}: the page's
 * permissions, feature and company flag), narrowed for actions that need more than seeing the page:
 *
 * | Route (under /i/api/business/admin/v1 unless said) | Declaration |
 * |---|---|
 * | GET users, GET users/options | page `users` (BUSINESS_PROFILE_EDIT, USER_GUEST_DELETE or USER_MANAGEMENT) |
 * | PUT users/:profileId | BUSINESS_PROFILE_EDIT or USER_MANAGEMENT |
 * | POST users/:profileId/deactivate, /reactivate | BUSINESS_PROFILE_DELETE or USER_MANAGEMENT |
 * | POST users/:profileId/resetTwoFactor | USER_MANAGEMENT (an admin's reset of a lost authenticator; recorded, the user mailed) |
 * | GET invitations | page `invitations` (USER_MANAGEMENT, USER_INVITE, USER_GUEST_INVITE or GUEST_MANAGEMENT) |
 * | POST invitations, POST invitations/:id/resend, DELETE invitations/:id | page `invitations` + feature ADD_USERS (member: USER_INVITE/USER_MANAGEMENT, guest: USER_GUEST_INVITE/GUEST_MANAGEMENT/USER_MANAGEMENT, in the service) |
 * | GET guests | GUEST_MANAGEMENT, USER_GUEST_DELETE, USER_GUEST_DELETE_FOR_ALL or USER_MANAGEMENT |
 * | PUT guests/:profileId | GUEST_MANAGEMENT or USER_MANAGEMENT |
 * | DELETE guests/:profileId | USER_GUEST_DELETE or USER_GUEST_DELETE_FOR_ALL, then policy guest.delete |
 * | GET/POST groups, PUT/DELETE groups/:id | page `groups` (USER_MANAGEMENT or SENIORITY_MANAGEMENT) |
 * | GET/POST roles, PUT/DELETE roles/:id | page `roles` (ROLE_MANAGEMENT, flag `roles`) |
 * | GET/POST offices, PUT/DELETE offices/:id | page `companyOffices` (COMPANY_SETTINGS_MANAGEMENT) |
 * | GET/POST emailDomains, DELETE emailDomains/:domain | page `companyEmailDomains` (COMPANY_SETTINGS_MANAGEMENT) |
 * | GET/POST legalEntities, PUT/DELETE legalEntities/:id | page `companyEntities` (COMPANY_SETTINGS_MANAGEMENT, flag `entities`) |
 * | GET/POST memberships, PUT/DELETE memberships/:id | page `companyCorporateMemberships` (COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT or COMPANY_SETTINGS_MANAGEMENT) |
 * | GET/POST homepageMessages, PUT/DELETE homepageMessages/:id | page `homepageMessages` (HOMEPAGE_MESSAGES_MANAGEMENT, flag `homepageMessages`) |
 * | GET accountPermissions | page `accountPermissions` (COMPANY_SETTINGS_MANAGEMENT, flag `accountPermissions`) |
 * | GET /i/api/business/me/v1/homepageMessages | any business profile (empty when the flag is off) |
 * | POST /i/api/business-invitations/v1/preview | visitor (anyone holding the link) |
 * | POST /i/api/business-invitations/v1/accept | account (signed in with the invited email) |
 *
 * State-changing routes need X-CSRF like every other (the global session hook); none is exempt.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PAGES, AccountPermissionsReplySchema, AdminEmailDomainInputSchema, AdminEmailDomainsReplySchema, AdminGroupInputSchema, AdminGroupSchema,
  AdminGroupsReplySchema, AdminGuestSchema, AdminGuestUpdateSchema, AdminGuestsReplySchema, AdminInvitationParamsSchema, AdminLegalEntityInputSchema,
  AdminLegalEntitiesReplySchema, AdminMembershipInputSchema, AdminMembershipsReplySchema, AdminOfficeInputSchema, AdminOfficesReplySchema, AdminOkReplySchema, AdminProfileParamsSchema, AdminRoleInputSchema, AdminRoleSchema, AdminRolesReplySchema,
  AdminRowParamsSchema, AdminTwoFactorResetReplySchema, AdminUserOptionsSchema, AdminUserSchema, AdminUserUpdateSchema, AdminUsersPageSchema, AdminUsersQuerySchema, CompanyLegalEntitySchema,
  CompanyMembershipSchema, CompanyOfficeSchema, EmailDomainSchema, FrontDoorMessagesReplySchema, HomepageMessageInputSchema, HomepageMessageSchema,
  HomepageMessagesReplySchema, InvitationAcceptReplySchema, InvitationCreateSchema, InvitationPreviewSchema, InvitationSchema, InvitationTokenRequestSchema,
  companyFlagOfAdminPageFlag, InvitationsQuerySchema, InvitationsReplySchema, type AdminPageId, type Feature, type Permission,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import type { AdminContext, AdminUsersService } from './admin-users.ts';
import type { AdminSettingsService } from './admin-settings.ts';
import { businessCaller } from './route-tree.ts';

/** Admin paths relative to the tree's prefix /i/api/business (contract BUSINESS_ADMIN_API_BASE is their absolute base). */
export const ADMIN_ROUTE_BASE = '/admin/v1';
/** Path of the invitation calls outside the tree (contract BUSINESS_INVITATION_PREVIEW_PATH / _ACCEPT_PATH). */
export const INVITATION_ROUTE_BASE = '/i/api/business-invitations/v1';

/**
 * The business route declaration of an admin page: its row's permissions, feature and company flag (contract
 * ADMIN_PAGES), so a page's calls are refused to exactly whom the page is hidden from (booking-mode rows excepted).
 * @param extra narrows the declaration (e.g. an action's permission list, a feature)
 * @throws at startup when the page has no row or its flag has no company flag
 */
export function pageRequirement(id: AdminPageId, extra: Partial<BusinessRequirement> = {}): BusinessRequirement {
  const page = ADMIN_PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`No admin page ${id}`);
  const flag = page.flag === null ? undefined : companyFlagOfAdminPageFlag(page.flag);
  return {
    permissions: page.permissions as Permission[],
    ...(page.feature === null ? {} : { features: [page.feature] as Feature[] }),
    ...(flag === undefined ? {} : { flag }),
    ...extra,
  };
}

/** The admin context of a request on the tree. */
function ctxOf(request: Parameters<typeof businessCaller>[0]): AdminContext {
  const { actor, business } = businessCaller(request);
  return { actor, flags: business.flags };
}

const noStore = { 'Cache-Control': 'no-store' };
const ok = { ok: true as const };

/** Builds the plugin of the admin routes inside the business tree. */
export function businessAdminRoutes(users: AdminUsersService, settings: AdminSettingsService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const b = ADMIN_ROUTE_BASE;
    r.addHook('onSend', async (_request, reply) => {
      reply.headers(noStore);
    });

    // Users (/business/users/manage).
    r.get(`${b}/users`, {
      config: { auth: { business: pageRequirement('users') } },
      schema: { querystring: AdminUsersQuerySchema, response: { 200: AdminUsersPageSchema, ...ERROR_RESPONSES } },
    }, async (request) => users.list(ctxOf(request), request.query));
    r.get(`${b}/users/options`, {
      config: { auth: { business: pageRequirement('users') } },
      schema: { response: { 200: AdminUserOptionsSchema, ...ERROR_RESPONSES } },
    }, async (request) => users.options(ctxOf(request)));
    r.put(`${b}/users/:profileId`, {
      config: { auth: { business: pageRequirement('users', { permissions: ['BUSINESS_PROFILE_EDIT', 'USER_MANAGEMENT'] }) } },
      schema: { params: AdminProfileParamsSchema, body: AdminUserUpdateSchema, response: { 200: AdminUserSchema, ...ERROR_RESPONSES } },
    }, async (request) => users.update(ctxOf(request), request.params.profileId, request.body));
    for (const action of ['deactivate', 'reactivate'] as const) {
      r.post(`${b}/users/:profileId/${action}`, {
        config: { auth: { business: pageRequirement('users', { permissions: ['BUSINESS_PROFILE_DELETE', 'USER_MANAGEMENT'] }) } },
        schema: { params: AdminProfileParamsSchema, response: { 200: AdminUserSchema, ...ERROR_RESPONSES } },
      }, async (request) => users.setStatus(ctxOf(request), request.params.profileId, action));
    }

    r.post(`${b}/users/:profileId/resetTwoFactor`, {
      config: { auth: { business: pageRequirement('users', { permissions: ['USER_MANAGEMENT'] }) } },
      schema: { params: AdminProfileParamsSchema, response: { 200: AdminTwoFactorResetReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => users.resetTwoFactor(ctxOf(request), request.params.profileId));

    // Invitations hub (/business/invitations).
    const inviting = pageRequirement('invitations', { features: ['ADD_USERS'] });
    r.get(`${b}/invitations`, {
      config: { auth: { business: pageRequirement('invitations') } },
      schema: { querystring: InvitationsQuerySchema, response: { 200: InvitationsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => ({ invitations: await users.invitations(ctxOf(request), request.query.status) }));
    r.post(`${b}/invitations`, {
      config: { auth: { business: inviting } },
      schema: { body: InvitationCreateSchema, response: { 200: InvitationSchema, ...ERROR_RESPONSES } },
    }, async (request) => users.invite(ctxOf(request), request.body));
    r.post(`${b}/invitations/:invitationId/resend`, {
      config: { auth: { business: inviting } },
      schema: { params: AdminInvitationParamsSchema, response: { 200: InvitationSchema, ...ERROR_RESPONSES } },
    }, async (request) => users.resend(ctxOf(request), request.params.invitationId));
    r.delete(`${b}/invitations/:invitationId`, {
      config: { auth: { business: inviting } },
      schema: { params: AdminInvitationParamsSchema, response: { 200: InvitationSchema, ...ERROR_RESPONSES } },
    }, async (request) => users.revoke(ctxOf(request), request.params.invitationId));

    // Guests (the invitations hub's guest list; a guest expires).
    r.get(`${b}/guests`, {
      config: { auth: { business: { permissions: ['GUEST_MANAGEMENT', 'USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL', 'USER_MANAGEMENT'] } } },
      schema: { response: { 200: AdminGuestsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => ({ guests: await users.guests(ctxOf(request)) }));
    r.put(`${b}/guests/:profileId`, {
      config: { auth: { business: { permissions: ['GUEST_MANAGEMENT', 'USER_MANAGEMENT'] } } },
      schema: { params: AdminProfileParamsSchema, body: AdminGuestUpdateSchema, response: { 200: AdminGuestSchema, ...ERROR_RESPONSES } },
    }, async (request) => users.extendGuest(ctxOf(request), request.params.profileId, request.body.guestExpiresAt));
    r.delete(`${b}/guests/:profileId`, {
      config: { auth: { business: { permissions: ['USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL'] } } },
      schema: { params: AdminProfileParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      await users.deleteGuest(ctxOf(request), request.params.profileId);
      return ok;
    });

    // Groups (/business/users/groups).
    const groups = pageRequirement('groups');
    r.get(`${b}/groups`, { config: { auth: { business: groups } }, schema: { response: { 200: AdminGroupsReplySchema, ...ERROR_RESPONSES } } },
      async (request) => ({ groups: await settings.groups(ctxOf(request)) }));
    r.post(`${b}/groups`, { config: { auth: { business: groups } }, schema: { body: AdminGroupInputSchema, response: { 200: AdminGroupSchema, ...ERROR_RESPONSES } } },
      async (request) => settings.createGroup(ctxOf(request), request.body.name));
    r.put(`${b}/groups/:id`, {
      config: { auth: { business: groups } },
      schema: { params: AdminRowParamsSchema, body: AdminGroupInputSchema, response: { 200: AdminGroupSchema, ...ERROR_RESPONSES } },
    }, async (request) => settings.renameGroup(ctxOf(request), request.params.id, request.body.name));
    r.delete(`${b}/groups/:id`, { config: { auth: { business: groups } }, schema: { params: AdminRowParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } } },
      async (request) => {
        await settings.deleteGroup(ctxOf(request), request.params.id);
        return ok;
      });

    // Roles (/business/users/roles: ROLE_MANAGEMENT and the roles flag).
    const roles = pageRequirement('roles');
    r.get(`${b}/roles`, { config: { auth: { business: roles } }, schema: { response: { 200: AdminRolesReplySchema, ...ERROR_RESPONSES } } },
      async (request) => ({ roles: await settings.roles(ctxOf(request)) }));
    r.post(`${b}/roles`, { config: { auth: { business: roles } }, schema: { body: AdminRoleInputSchema, response: { 200: AdminRoleSchema, ...ERROR_RESPONSES } } },
      async (request) => settings.createRole(ctxOf(request), request.body));
    r.put(`${b}/roles/:id`, {
      config: { auth: { business: roles } },
      schema: { params: AdminRowParamsSchema, body: AdminRoleInputSchema, response: { 200: AdminRoleSchema, ...ERROR_RESPONSES } },
    }, async (request) => settings.updateRole(ctxOf(request), request.params.id, request.body));
    r.delete(`${b}/roles/:id`, { config: { auth: { business: roles } }, schema: { params: AdminRowParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } } },
      async (request) => {
        await settings.deleteRole(ctxOf(request), request.params.id);
        return ok;
      });

    // Company rows: offices, legal entities (flag), corporate memberships ("Programs").
    const rowResources = [
      {
        path: 'offices', page: 'companyOffices', input: AdminOfficeInputSchema, reply: CompanyOfficeSchema, listReply: AdminOfficesReplySchema,
        list: settings.offices, create: settings.createOffice, update: settings.updateOffice, remove: settings.deleteOffice,
      },
      {
        path: 'legalEntities', page: 'companyEntities', input: AdminLegalEntityInputSchema, reply: CompanyLegalEntitySchema, listReply: AdminLegalEntitiesReplySchema,
        list: settings.legalEntities, create: settings.createLegalEntity, update: settings.updateLegalEntity, remove: settings.deleteLegalEntity,
      },
      {
        path: 'memberships', page: 'companyCorporateMemberships', input: AdminMembershipInputSchema, reply: CompanyMembershipSchema,
        listReply: AdminMembershipsReplySchema,
        list: settings.memberships, create: settings.createMembership, update: settings.updateMembership, remove: settings.deleteMembership,
      },
    ] as const;
    for (const res of rowResources) {
      const auth = { business: pageRequirement(res.page) };
      // The three differ only in their input and row shapes; the service methods match them one to one.
      const input = res.input as z.ZodType<Record<string, unknown>>;
      const reply = res.reply as z.ZodType;
      const svc = res as unknown as {
        list(c: AdminContext): Promise<unknown[]>; create(c: AdminContext, i: unknown): Promise<unknown>;
        update(c: AdminContext, id: number, i: unknown): Promise<unknown>; remove(c: AdminContext, id: number): Promise<void>;
      };
      r.get(`${b}/${res.path}`, { config: { auth }, schema: { response: { 200: res.listReply as z.ZodType, ...ERROR_RESPONSES } } },
        async (request) => ({ items: await svc.list(ctxOf(request)) }));
      r.post(`${b}/${res.path}`, { config: { auth }, schema: { body: input, response: { 200: reply, ...ERROR_RESPONSES } } },
        async (request) => svc.create(ctxOf(request), request.body));
      r.put(`${b}/${res.path}/:id`, { config: { auth }, schema: { params: AdminRowParamsSchema, body: input, response: { 200: reply, ...ERROR_RESPONSES } } },
        async (request) => svc.update(ctxOf(request), request.params.id, request.body));
      r.delete(`${b}/${res.path}/:id`, { config: { auth }, schema: { params: AdminRowParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } } },
        async (request) => {
          await svc.remove(ctxOf(request), request.params.id);
          return ok;
        });
    }

    // Email domains (/business/company/email-domains).
    const domains = pageRequirement('companyEmailDomains');
    r.get(`${b}/emailDomains`, { config: { auth: { business: domains } }, schema: { response: { 200: AdminEmailDomainsReplySchema, ...ERROR_RESPONSES } } },
      async (request) => ({ domains: await settings.emailDomains(ctxOf(request)) }));
    r.post(`${b}/emailDomains`, {
      config: { auth: { business: domains } },
      schema: { body: AdminEmailDomainInputSchema, response: { 200: AdminEmailDomainsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => ({ domains: await settings.addEmailDomain(ctxOf(request), request.body.domain) }));
    r.delete(`${b}/emailDomains/:domain`, {
      config: { auth: { business: domains } },
      schema: { params: z.object({ domain: EmailDomainSchema }), response: { 200: AdminEmailDomainsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => ({ domains: await settings.removeEmailDomain(ctxOf(request), request.params.domain) }));

    // Homepage messages (/business/policy/messages) and the front door's read.
    const messages = pageRequirement('homepageMessages');
    r.get(`${b}/homepageMessages`, { config: { auth: { business: messages } }, schema: { response: { 200: HomepageMessagesReplySchema, ...ERROR_RESPONSES } } },
      async (request) => ({ messages: await settings.homepageMessages(ctxOf(request)) }));
    r.post(`${b}/homepageMessages`, {
      config: { auth: { business: messages } },
      schema: { body: HomepageMessageInputSchema, response: { 200: HomepageMessageSchema, ...ERROR_RESPONSES } },
    }, async (request) => settings.createHomepageMessage(ctxOf(request), request.body));
    r.put(`${b}/homepageMessages/:id`, {
      config: { auth: { business: messages } },
      schema: { params: AdminRowParamsSchema, body: HomepageMessageInputSchema, response: { 200: HomepageMessageSchema, ...ERROR_RESPONSES } },
    }, async (request) => settings.updateHomepageMessage(ctxOf(request), request.params.id, request.body));
    r.delete(`${b}/homepageMessages/:id`, {
      config: { auth: { business: messages } },
      schema: { params: AdminRowParamsSchema, response: { 200: AdminOkReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => {
      await settings.deleteHomepageMessage(ctxOf(request), request.params.id);
      return ok;
    });
    r.get('/me/v1/homepageMessages', { config: { auth: { business: {} } }, schema: { response: { 200: FrontDoorMessagesReplySchema, ...ERROR_RESPONSES } } },
      async (request) => ({ messages: await settings.frontDoorMessages(ctxOf(request)) }));

    // Account permissions (/business/account-permissions).
    r.get(`${b}/accountPermissions`, {
      config: { auth: { business: pageRequirement('accountPermissions') } },
      schema: { response: { 200: AccountPermissionsReplySchema, ...ERROR_RESPONSES } },
    }, async (request) => settings.accountPermissions(ctxOf(request)));
  };
}

/**
 * The invitation routes outside the business tree: preview (anyone with the link: the join page says what it is for)
 * and accept (a signed-in account with the invited email gets its business profile). Both are POST with the token in
 * the body, so the token never appears in a request line or an access log.
 */
export function invitationAcceptRoutes(users: AdminUsersService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(`${INVITATION_ROUTE_BASE}/preview`, {
      config: { auth: 'visitor' },
      schema: { body: InvitationTokenRequestSchema, response: { 200: InvitationPreviewSchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return users.preview(request.body.token);
    });
    r.post(`${INVITATION_ROUTE_BASE}/accept`, {
      config: { auth: 'account' },
      schema: { body: InvitationTokenRequestSchema, response: { 200: InvitationAcceptReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      const p = request.principal;
      if (p.kind !== 'account') throw new AppError(401, 'INVALID_SESSION', 'Sign in to accept the invitation');
      return users.accept({ id: p.account.id, email: p.account.email ?? '' }, request.body.token);
    });
  };
}
