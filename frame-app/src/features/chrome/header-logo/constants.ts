/**
 * Constants of the header logo (chrome-and-consent §2 "Header logo", §4 "Logo", §9 confetti and logo animation).
 */
import type { Vertical } from '@travel/contract';

/** Pride confetti: number of pieces (§9). */
export const CONFETTI_PARTICLE_COUNT = 500;
/** Pride confetti: gravity (§9); passed to canvas-confetti's `gravity` as is (it adds `gravity x 3` px per frame). */
export const CONFETTI_GRAVITY = 0.3;
/** Pride confetti: drag, the share of speed lost per frame (§9); canvas-confetti's `decay` is `1 - drag` = 0.95. */
export const CONFETTI_DRAG = 0.05;
/**
 * Pride confetti: terminal velocity, px per frame (§9). canvas-confetti has no such option: a piece moves by its
 * launch speed (which only ever decays) plus a constant gravity step, so it never accelerates. We honour the cap
 * by launching no piece faster than it: canvas-confetti draws launch speeds from 0.5x to 1.5x `startVelocity`,
 * so `startVelocity` = terminal velocity / 1.5. The steady fall speed (gravity 0.3 x 3 = 0.9 px/frame) is below it.
 */
export const CONFETTI_TERMINAL_VELOCITY = 5;
/** Pride confetti: piece size, CSS px (§9); canvas-confetti's pieces are 10 px at `scalar` 1, so scalar = size / 10. */
export const CONFETTI_PIECE_SIZE_PX = 10;
/** Pride confetti: delay after the Pride logo shows, ms (§4 "starts after about 1 second", §9 delay 1000 ms). */
export const CONFETTI_DELAY_MS = 1000;
/** Pride confetti: frames the pieces live (canvas-confetti `ticks`; not in the spec: long enough to fall past the header). */
export const CONFETTI_TICKS = 300;
/** localStorage key recording that this browser has seen the Pride confetti (§4 "once per browser"). */
export const CONFETTI_SHOWN_STORAGE_KEY = 'chrome.logo.confettiShown';
/** Duration of the logo animation, ms (§4 "configurable duration (default 2000 ms)", §9). */
export const LOGO_ANIMATION_MS = 2000;

/**
 * Width breakpoints of the compact logo groups, CSS px (§2 "Compact logos apply from L, from M and from XL
 * verticals"; the spec does not give the widths). "from M" means the full wordmark shows from M upwards and the
 * compact mark below it. header-logo.module.css repeats these numbers in its media queries (a test checks they agree).
 */
export const LOGO_BREAKPOINTS_PX = { M: 768, L: 1024, XL: 1280 } as const;
export type LogoGroup = keyof typeof LOGO_BREAKPOINTS_PX;

/**
 * The compact logo group of each vertical (our choice; the spec names the groups only): the front door and
 * flights have the lightest header ("from M"); hotels and cars carry more header controls ("from L"); trains and
 * packages, with the longest search summaries, keep the mark longest ("from XL").
 */
export const LOGO_GROUP_BY_VERTICAL: Readonly<Record<Vertical | 'none', LogoGroup>> = {
  none: 'M',
  flights: 'M',
  hotels: 'L',
  cars: 'L',
  trains: 'XL',
  packages: 'XL',
};

/** Height of every header logo image, CSS px (the assets' viewBox height, @travel/brands LOGO_HEIGHT; the compact mark is square). */
export const LOGO_HEIGHT_PX = 32;
