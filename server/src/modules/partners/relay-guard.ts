/**
 * Server-side relay enforcement (defense in depth; the frame checks first): a request carrying
 * `X-Bridge-Relay: 1` must match the session partner's relay allow-list, else 403 RELAY_FORBIDDEN.
 * Issue #2 §3; core-and-business §5, §7 (ajax relay).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { RELAY_HEADER } from './constants.ts';
import { isRelayAllowed, type PartnerService } from './service.ts';

/** Adds the onRequest hook; must run after the session hook (it reads `request.session`). */
export function installRelayGuard(app: FastifyInstance, partners: PartnerService): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers[RELAY_HEADER.toLowerCase()];
    if (header === undefined) return;
    const path = request.url.split('?')[0] ?? '/';
    const partnerId = request.session?.partnerId ?? null;
    const partner = partnerId === null ? null : await partners.getPartner(partnerId);
    if (!isRelayAllowed(partner, request.method, path)) {
      throw new AppError(403, 'RELAY_FORBIDDEN', `${request.method} ${path} may not be relayed for this partner`);
    }
  });
}
