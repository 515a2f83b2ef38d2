/**
 * Header logo choices a host can ask for (chrome-and-consent §2 "Header logo": presentation variants default
 * (empty), pres-aos and pres-dark-mode; inverted, compact, Pride-themed and Ukrainian-themed logos). The host
 * SDK's `logoVariant` / `logoPresentation` mount options travel on the frame URL as `logo` and `presentation`;
 * the frame validates them with {@link FrameLogoQuerySchema}.
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';

/** Logo variants a host may choose; `default` is the brand's full wordmark. */
export const LOGO_VARIANTS = ['default', 'inverted', 'compact', 'pride', 'ukraine'] as const;
export const LogoVariantSchema = z.enum(LOGO_VARIANTS);
export type LogoVariant = z.infer<typeof LogoVariantSchema>;

/** Presentation variants (chrome-and-consent §2): default (empty), pres-aos, pres-dark-mode. */
export const LOGO_PRESENTATIONS = ['', 'pres-aos', 'pres-dark-mode'] as const;
export const LogoPresentationSchema = z.enum(LOGO_PRESENTATIONS);
export type LogoPresentation = z.infer<typeof LogoPresentationSchema>;

/** Names of the frame URL parameters carrying the logo choice. */
export const LOGO_URL_PARAMS = { variant: 'logo', presentation: 'presentation' } as const;

/** The logo choice the frame works with; both fields default when absent. */
export const FrameLogoOptionsSchema = z.object({
  variant: z._default(LogoVariantSchema, 'default'),
  presentation: z._default(LogoPresentationSchema, ''),
});
export type FrameLogoOptions = z.output<typeof FrameLogoOptionsSchema>;

/** The default logo choice: the brand's wordmark in the default presentation. */
export const DEFAULT_FRAME_LOGO_OPTIONS: FrameLogoOptions = { variant: 'default', presentation: '' };

/**
 * Frame URL query `?logo=&presentation=` as the host SDK sets it. Unknown values fail validation; the frame
 * then logs a warning and uses {@link DEFAULT_FRAME_LOGO_OPTIONS} for that field.
 */
export const FrameLogoQuerySchema = z.object({
  logo: z.optional(LogoVariantSchema),
  presentation: z.optional(LogoPresentationSchema),
});
export type FrameLogoQuery = z.infer<typeof FrameLogoQuerySchema>;
