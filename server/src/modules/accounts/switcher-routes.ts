/**
 * Routes of several accounts, sign-out by redirect, the profile page and the account's bookings (issue #9;
 * account-business-header-and-trips §2 /profile/account and /signout?redir=, §3 accountSwitcherItems, §4
 * account-switcher option, §7 Auth and session, "Other: a redirect to /signout?redir={url}").
 *
 * - GET /k/run/auth/add (`auth: 'account'`) -> AddAccountReply: may the session sign in one more account. The frame
 *   then opens the sign-in dialog; the sign-in keeps the session's other accounts (switcher.ts).
 * - GET /k/run/auth/switch?tokenId&business (`auth: 'account'`, X-CSRF required although it is a GET: it changes
 *   the session) -> SwitchAccountReply, new `sid` cookie. 403 CSRF_TOKEN_INVALID without the token; 400
 *   VALIDATION_ERROR `tokenId` when no account of this session has it (another session's token included), 400
 *   `business` when business mode is asked of an account without a business profile.
 * - GET /signout?redir= (`auth: 'visitor'`): signs every account of the session out (new anonymous session, new
 *   cookie) and answers 303 to `redir` when it is a path of this origin (`/x`, not `//x`, not `/\x`, no scheme),
 *   else to the partner's front door `/p/{partner}/`. A GET has no X-CSRF, so a cross-site request (Sec-Fetch-Site
 *   `cross-site` or `same-site`) is refused with 403 FORBIDDEN: only the frame's own navigation (same-origin) or a
 *   typed address (`none`) signs out.
 * - GET/PUT /i/api/account/profile/v1/ (`auth: 'account'`): email, name, hasPassword; PUT changes the name.
 * - POST /i/api/account/password/v1/ (`auth: 'account'`, X-CSRF): PasswordChangeReply (profile.ts); status 0 sets
 *   the new `sid` cookie.
 * - GET /i/api/account/bookings/v1/ (`auth: 'account'`): the bookings made while this account was selected.
 * Every reply is `Cache-Control: no-store`.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_BOOKINGS_PATH, ACCOUNT_PASSWORD_PATH, ACCOUNT_PROFILE_PATH, AUTH_ADD_PATH, AUTH_SWITCH_PATH, AccountBookingsReplySchema,
  AccountProfileSchema, AccountProfileUpdateSchema, AddAccountReplySchema, PasswordChangeReplySchema, PasswordChangeRequestSchema,
  SIGNOUT_PATH, SignOutQuerySchema, SwitchAccountQuerySchema, SwitchAccountReplySchema,
} from '@travel/contract';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import type { BookingService } from '../booking/service.ts';
import { setSessionCookie } from '../session/hooks.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import type { ProfileService } from './profile.ts';
import type { AccountsService } from './service.ts';
import { frameBasePathOf, type SwitcherService } from './switcher.ts';
import { sameOriginRedirectTarget } from '../../same-origin-path.ts';

export interface SwitcherRoutesOptions {
  accounts: AccountsService;
  switcher: SwitcherService;
  profiles: ProfileService;
  sessions: SessionService;
  bookings: Pick<BookingService, 'listForAccount'>;
}

/** The signed-in account and its session (the access hook has refused visitors already). */
function signedIn(request: FastifyRequest): { accountId: string; session: SessionRecord } {
  if (request.principal.kind !== 'account' || request.session === null) throw new AppError(401, 'INVALID_SESSION', 'Sign in first');
  return { accountId: request.principal.account.id, session: request.session };
}

/** `redir` when it is a path of this origin (hash kept), else null ({@link sameOriginRedirectTarget}'s rules). */
export function safeRelativePath(redir: string | undefined): string | null {
  return sameOriginRedirectTarget(redir);
}

export const switcherRoutes: FastifyPluginAsync<SwitcherRoutesOptions> = async (app, opts) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(AUTH_ADD_PATH, { config: { auth: 'account' }, schema: { response: { 200: AddAccountReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return opts.switcher.canAdd(signedIn(request).session);
  });

  typed.get(
    AUTH_SWITCH_PATH,
    // A GET that changes the session: the session hook checks X-CSRF for it too (csrf: 'required').
    { config: { auth: 'account', csrf: 'required' }, schema: { querystring: SwitchAccountQuerySchema, response: { 200: SwitchAccountReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { session } = signedIn(request);
      const outcome = await opts.switcher.switchTo(session, request.query.tokenId, request.query.business);
      setSessionCookie(reply, outcome.session);
      return { status: 0 as const, formtoken: outcome.session.csrfToken, businessRedirectUrl: outcome.businessRedirectUrl };
    },
  );

  typed.get(
    SIGNOUT_PATH,
    { config: { auth: 'visitor' }, schema: { querystring: SignOutQuerySchema, response: { 303: z.null(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const site = request.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') throw new AppError(403, 'FORBIDDEN', 'Sign out from the product itself');
      const fallback = request.session ? `${frameBasePathOf(request.session)}/` : '/';
      if (request.session) {
        const session = await opts.accounts.logout({ session: request.session, ip: request.ip });
        setSessionCookie(reply, session);
      }
      return reply.redirect(safeRelativePath(request.query.redir) ?? fallback, 303);
    },
  );

  typed.get(ACCOUNT_PROFILE_PATH, { config: { auth: 'account' }, schema: { response: { 200: AccountProfileSchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return opts.profiles.profile(signedIn(request).accountId);
  });

  typed.put(
    ACCOUNT_PROFILE_PATH,
    { config: { auth: 'account' }, schema: { body: AccountProfileUpdateSchema, response: { 200: AccountProfileSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.profiles.rename(signedIn(request).accountId, request.body.name);
    },
  );

  typed.post(
    ACCOUNT_PASSWORD_PATH,
    { config: { auth: 'account' }, schema: { body: PasswordChangeRequestSchema, response: { 200: PasswordChangeReplySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { accountId, session } = signedIn(request);
      const outcome = await opts.profiles.changePassword(accountId, session, request.body);
      if (!outcome.ok) return outcome.reply;
      setSessionCookie(reply, outcome.session);
      return { status: 0 as const, formtoken: outcome.session.csrfToken };
    },
  );

  typed.get(ACCOUNT_BOOKINGS_PATH, { config: { auth: 'account' }, schema: { response: { 200: AccountBookingsReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { bookings: await opts.bookings.listForAccount(signedIn(request).accountId) };
  });
};
