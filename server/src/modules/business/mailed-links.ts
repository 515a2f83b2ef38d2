/**
 * The business links mailed to people (issue #24: invitations `/business/join#token=`, company and profile
 * confirmations `/business/confirm#token=`, the bizPlus upgrade link, company deletion `/business/company/delete/...`):
 * they point at `{PUBLIC_ORIGIN}/business/...`, a first-party page of the product, and that path answers 302 to the
 * frame's own page `/p/{partner}/business/...` (config `businessLinkPartner`, env BUSINESS_LINK_PARTNER, default
 * `demo`), which runs top level without a host (bridge.ts). The query goes along; the fragment, where the tokens are,
 * never reaches the server and the browser keeps it across the redirect.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Prefix of the mailed business links at the product origin. */
export const MAILED_BUSINESS_LINK_PREFIX = '/business';

/**
 * `GET /business` and `GET /business/*` -> 302 `/p/{partnerId}/business...` (same path and query).
 * @param partnerId the partner whose frame opens the links
 */
export function mailedBusinessLinkRoutes(partnerId: string): FastifyPluginAsync {
  return async (app) => {
    const go = async (request: { url: string }, reply: { header(k: string, v: string): unknown; redirect(url: string, code: number): unknown }) => {
      const { pathname, search } = new URL(request.url, 'http://product.invalid');
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(`/p/${encodeURIComponent(partnerId)}${pathname}${search}`, 302);
    };
    app.get(MAILED_BUSINESS_LINK_PREFIX, { config: { auth: 'visitor' } }, go);
    app.get(`${MAILED_BUSINESS_LINK_PREFIX}/*`, { config: { auth: 'visitor' } }, go);
  };
}
