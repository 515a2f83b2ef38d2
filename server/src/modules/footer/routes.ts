/**
 * The footer's calls (chrome-and-consent §7; core-and-business §7), all GET and open to every visitor:
 * - GET /horizon/react/component/FooterBrandsStateProviderAction -> `{ brands }` (the frame calls it when the
 *   footer scrolls into view);
 * - GET /horizon/react/component/PrivacyMenuStateProviderAction -> the privacy menu for the caller (§6);
 * - GET /images/social/{name}.svg, /images/brands/{brandId}.svg and /images/logos/{brandId}/{logoAssetKey}.svg (the
 *   header logo variants the frame shows, @travel/brands logoImagePath) -> the product's original SVG artwork,
 *   served as `image/svg+xml` with a policy that lets nothing inside load or run, cached for a day.
 * Unknown names give the 404 NOT_FOUND envelope.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FOOTER_BRANDS_PATH,
  FOOTER_BRAND_LOGO_PATH_PREFIX,
  FooterBrandsReplySchema,
  PRIVACY_MENU_PATH,
  PrivacyMenuReplySchema,
  SOCIAL_ICON_PATH_PREFIX,
} from '@travel/contract';
import { LOGO_IMAGE_PATH_PREFIX } from '@travel/brands';
import { AppError, ERROR_RESPONSES } from '../../errors.ts';
import { FOOTER_IMAGE_MAX_AGE_S, SVG_CONTENT_SECURITY_POLICY } from './constants.ts';
import type { FooterService } from './service.ts';

const SvgFileParamsSchema = z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/, 'Expected a name such as facebook.svg') });

function sendSvg(reply: FastifyReply, svg: string | null, what: string): string {
  if (svg === null) throw new AppError(404, 'NOT_FOUND', `No such ${what}`);
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('Cache-Control', `public, max-age=${FOOTER_IMAGE_MAX_AGE_S}`)
    .header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
  return svg;
}

export const footerRoutes: FastifyPluginAsync<{ footer: FooterService }> = async (app, opts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(FOOTER_BRANDS_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: FooterBrandsReplySchema, ...ERROR_RESPONSES } } }, async () =>
    opts.footer.brands(),
  );
  r.get(PRIVACY_MENU_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: PrivacyMenuReplySchema, ...ERROR_RESPONSES } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return opts.footer.privacyMenu(request.principal.kind === 'account');
  });
  r.get(`${SOCIAL_ICON_PATH_PREFIX}:file`, { config: { auth: 'visitor' }, schema: { params: SvgFileParamsSchema } }, async (request, reply) =>
    sendSvg(reply, opts.footer.socialIcon(request.params.file.slice(0, -'.svg'.length)), 'social icon'),
  );
  r.get(`${FOOTER_BRAND_LOGO_PATH_PREFIX}:file`, { config: { auth: 'visitor' }, schema: { params: SvgFileParamsSchema } }, async (request, reply) =>
    sendSvg(reply, opts.footer.brandLogo(request.params.file.slice(0, -'.svg'.length)), 'brand logo'),
  );
  const LogoParamsSchema = SvgFileParamsSchema.extend({ brand: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Expected a brand id such as momondo') });
  r.get(`${LOGO_IMAGE_PATH_PREFIX}:brand/:file`, { config: { auth: 'visitor' }, schema: { params: LogoParamsSchema } }, async (request, reply) =>
    sendSvg(reply, opts.footer.headerLogo(request.params.brand, request.params.file.slice(0, -'.svg'.length)), 'logo'),
  );
};
