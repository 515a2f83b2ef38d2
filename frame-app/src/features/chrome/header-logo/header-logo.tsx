import { useEffect, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useFetcher, useLocation } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { useAtomValue } from 'jotai';
import { BRANDS, LOGO_BACKGROUND, chooseLogoKeys, logoImagePath, type Brand, type LogoBackground, type LogoKeys } from '@travel/brands/core';
import { DEFAULT_FRAME_LOGO_OPTIONS, VERTICALS, type AuthState, type FrameLogoOptions, type Vertical } from '@travel/contract';
import { bootstrapAtom, logger } from '../../../state/index.ts';
import { AUTH_STATE_FETCHER_KEY } from '../../access/index.ts';
import { chromeMessages } from '../messages.ts';
import { headerLogoMessages as m } from './messages.ts';
import { LOGO_ANIMATION_MS, LOGO_GROUP_BY_VERTICAL, LOGO_HEIGHT_PX, type LogoGroup } from './constants.ts';
import type { ConfettiDecision } from './confetti.ts';
import styles from './header-logo.module.css';

/** The brand whose product logo the header shows in business mode (chrome-and-consent §2 "a b2b variant"). */
export const BUSINESS_LOGO_BRAND_ID = 'b2b';

/** What the header shows: the chosen product logo with its compact mark and compact group, or nothing. */
export interface HeaderLogoChoice {
  /** The asset keys of the full logo and its compact mark (served by the product at logoImagePath). */
  logo: LogoKeys;
  /** Below this group's breakpoint the compact mark replaces the full logo (constants.ts LOGO_BREAKPOINTS_PX). */
  group: LogoGroup;
  /** The Pride logo: animates and plays the confetti. */
  pride: boolean;
}

/**
 * Chooses the header logo (chrome-and-consent §2 "Header logo": the choice depends on the active vertical, brand,
 * presentation, inverted or compact choice and the Pride flag; the Ukrainian-themed set is one more choice).
 * `vertical` picks the compact group (constants.ts LOGO_GROUP_BY_VERTICAL); the rest picks the asset
 * (@travel/brands chooseLogoKeys). Returns `undefined` when that brand has no such asset. Pure.
 */
export function chooseHeaderLogo(
  brand: string,
  vertical: Vertical | undefined,
  options: FrameLogoOptions,
): HeaderLogoChoice | undefined {
  const { variant, presentation } = options;
  const logo = chooseLogoKeys({
    brand,
    presentation,
    inverted: variant === 'inverted',
    compact: variant === 'compact',
    pride: variant === 'pride',
    ukraine: variant === 'ukraine',
  });
  return logo && { logo, group: LOGO_GROUP_BY_VERTICAL[vertical ?? 'none'], pride: variant === 'pride' };
}

/** The vertical of a router pathname (`/hotels/...` -> `hotels`), or undefined (front door and other pages). */
export function verticalOfPath(pathname: string): Vertical | undefined {
  const first = pathname.split('/').find((part) => part !== '');
  return (VERTICALS as readonly string[]).includes(first ?? '') ? (first as Vertical) : undefined;
}

const GROUP_CLASS: Record<LogoGroup, string | undefined> = { M: styles.groupM, L: styles.groupL, XL: styles.groupXL };
const PLATE_CLASS: Record<LogoBackground, string | undefined> = { light: undefined, primary: styles.onPrimary, dark: styles.onDark };

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Plays the Pride confetti once per browser while `active` (see confetti.ts), from the logo's position.
 * Returns what was decided (`played` once it started), shown on the logo link as `data-confetti`.
 * confetti.ts loads only for the Pride logo (issue #23 "First page budget": no other logo needs it).
 */
function usePrideConfetti(active: boolean, anchor: HTMLElement | null): ConfettiDecision | 'played' | undefined {
  const [decision, setDecision] = useState<ConfettiDecision | 'played' | undefined>(undefined);
  useEffect(() => {
    if (!active || !anchor) return undefined;
    const win = anchor.ownerDocument.defaultView;
    if (!win) return undefined;
    let cancel: (() => void) | undefined;
    let live = true;
    void import('./confetti.ts').then(
      ({ confettiStorage, launchConfetti, scheduleConfetti }) => {
        if (!live) return;
        const scheduled = scheduleConfetti({
          storage: confettiStorage(win),
          reducedMotion: typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches,
          setTimeout: (fn, ms) => win.setTimeout(fn, ms),
          clearTimeout: (handle) => win.clearTimeout(handle),
          play: () => {
            setDecision('played');
            const rect = anchor.getBoundingClientRect();
            const origin = {
              x: win.innerWidth ? (rect.left + rect.width / 2) / win.innerWidth : 0.5,
              y: win.innerHeight ? (rect.top + rect.height / 2) / win.innerHeight : 0,
            };
            launchConfetti(anchor.ownerDocument, styles.confettiCanvas ?? '', origin, (error) => logger.error('Pride confetti failed to load', error));
          },
        });
        cancel = scheduled.cancel;
        setDecision(scheduled.decision);
      },
      (error: unknown) => logger.error('Pride confetti failed to load', error),
    );
    return () => {
      live = false;
      cancel?.();
    };
  }, [active, anchor]);
  return active ? decision : undefined;
}

/**
 * The header's brand logo linking to the front door (chrome-and-consent §2 "Header logo", §3 business state, §4
 * "Logo", §8): `<a href="{basename}/" aria-label="{displayName} home">` holding
 * - the business user's company logo (`businessState.companyLogoUrl`, else `businessProfile.companyLogoUrl`) as
 *   `<img alt="{company} logo">`, replaced by the product logo when it fails to load; else
 * - in business mode (a business profile on its business side, core-and-business §4), the product logo of the b2b
 *   brand variant ({@link BUSINESS_LOGO_BRAND_ID}, chrome-and-consent §2 "a b2b variant"), whatever the partner's
 *   brand: the business side is our business product, not the partner's consumer site; else
 * - the product logo the host chose (bootstrap `logo`: variant and presentation, see chooseHeaderLogo) as two
 *   `<img>` of the product-served SVGs (`/images/logos/{brand}/{key}.svg`, so the first script carries no artwork),
 *   the full logo (alt: the brand name) and the compact mark (alt "": the link's label names it), switched by CSS
 *   at the active vertical's breakpoint; both 32 px high, their width from the image.
 *   The Pride logo animates for LOGO_ANIMATION_MS and plays the confetti once per browser (confetti.ts; the link's
 *   `data-confetti` tells what was decided: scheduled, already-shown, reduced-motion, played).
 * A brand/variant combination without an asset logs 'Logo not found' (logger.error) and renders nothing.
 */
export function HeaderLogo({ brand: partnerBrand }: { brand: Brand }) {
  const intl = useIntl();
  const options = useAtomValue(bootstrapAtom).logo ?? DEFAULT_FRAME_LOGO_OPTIONS;
  const vertical = verticalOfPath(useLocation().pathname);
  // Read (never load) the shared auth state: the header's account controls load it.
  const businessState = useFetcher<AuthState | null>({ key: AUTH_STATE_FETCHER_KEY }).data?.businessState;
  const company = businessState?.businessProfile;
  // Business mode with a profile (the contract's businessEntryShown, inlined so the first page does not carry it).
  const businessMode = businessState?.businessMode === true && company !== null && company !== undefined;
  const brand = businessMode ? BRANDS[BUSINESS_LOGO_BRAND_ID] : partnerBrand;
  const choice = chooseHeaderLogo(brand.id, vertical, options);
  const companyLogoUrl = businessState?.companyLogoUrl || company?.companyLogoUrl || undefined;
  const [failedCompanyLogo, setFailedCompanyLogo] = useState<string | undefined>(undefined);
  const showCompany = companyLogoUrl !== undefined && failedCompanyLogo !== companyLogoUrl;
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);
  const confetti = usePrideConfetti(!showCompany && choice?.pride === true, anchor);

  const missing = !showCompany && !choice;
  useEffect(() => {
    if (missing) logger.error('Logo not found', { brand: brand.id, ...options });
  }, [missing, brand.id, options]);

  const label = intl.formatMessage(chromeMessages.homeLink, { brand: brand.displayName });
  if (showCompany) {
    return (
      <Link to="/" className={styles.logoLink} aria-label={label}>
        <img
          className={styles.companyLogo}
          alt={intl.formatMessage(m.companyLogo, { company: company?.companyName ?? '' })}
          src={companyLogoUrl}
          onError={() => setFailedCompanyLogo(companyLogoUrl)}
        />
      </Link>
    );
  }
  if (!choice) return null;
  const { full, compact } = choice.logo;
  const animation = { '--logo-animation-ms': `${LOGO_ANIMATION_MS}ms` } as CSSProperties;
  return (
    <Link
      ref={setAnchor}
      to="/"
      className={classes(styles.logoLink, GROUP_CLASS[choice.group], choice.pride && styles.animated, PLATE_CLASS[LOGO_BACKGROUND[full]])}
      style={choice.pride ? animation : undefined}
      aria-label={label}
      data-logo={full}
      data-confetti={confetti}
    >
      <img className={classes(styles.logo, full !== compact && styles.full)} alt={brand.displayName} src={logoImagePath(brand.id, full)} height={LOGO_HEIGHT_PX} />
      {full !== compact && (
        // Decorative: the link's aria-label names it, and only one of the two images shows at a time.
        <img className={classes(styles.logo, styles.compact)} alt="" src={logoImagePath(brand.id, compact)} width={LOGO_HEIGHT_PX} height={LOGO_HEIGHT_PX} />
      )}
    </Link>
  );
}
