/**
 * Who a consent or privacy call is for (chrome-and-consent §3, §7): the live session and the signed-in account.
 * Records are kept per session and, when signed in, per account (an account's choices follow it to other sessions).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { ConsentCaller } from './privacy.ts';

/** The caller of a request: its session (null before the first form token) and its account (null for a visitor). */
export function callerOf(request: FastifyRequest): ConsentCaller {
  return { sessionId: request.session?.id ?? null, accountId: request.principal.kind === 'account' ? request.principal.account.id : null };
}

/**
 * The caller of a POST or PUT (the CSRF hook has already required a live session).
 * @throws AppError 403 CSRF_TOKEN_INVALID without a session
 */
export function savingCallerOf(request: FastifyRequest): ConsentCaller & { sessionId: string } {
  const caller = callerOf(request);
  if (caller.sessionId === null) throw new AppError(403, 'CSRF_TOKEN_INVALID', 'No session: request a form token first');
  return { ...caller, sessionId: caller.sessionId };
}
