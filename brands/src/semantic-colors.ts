/**
 * Semantic colours per brand variant: error, warning, success and info, each a text colour plus the tint
 * used as the background of an alert of that kind, and `focus`, the colour of every focus indicator. They
 * are independent of the brand's `accent` (which is a decoration colour - yellow, orange, pink, green... -
 * and fails contrast as text: issue #8 measured 1.44:1 on Cheapflights and 2.41:1 on the default brand; as a
 * focus ring, Cheapflights' yellow is about 1.6:1 on white).
 *
 * Rules (checked for every brand by `semantic-colors.test.ts`): each text colour has a WCAG contrast of at
 * least 4.5:1 on the brand's `background`, its `surface` and its own tint, and the brand's `text` has at
 * least 4.5:1 on every tint; `focus` has at least 3:1 (WCAG 2.2 SC 1.4.11 non-text contrast, which covers
 * focus indicators) on the `background`, the `surface`, every tint (buttons inside alerts) and the primary
 * tint of a focused list option, i.e. everything a focus ring is drawn next to in the frame.
 *
 * Kept apart from `tokens.ts` on purpose: the host SDK bundles `BRAND_TOKENS` for its loading overlay and
 * needs none of these, and its IIFE has a byte budget.
 * Spec: chrome-and-consent §2 (brand variants; exact colours "not shown", so these are our own choice).
 */
import type { BrandId } from '@travel/contract';

/** Status colours of one brand. Values are CSS colours (`#rrggbb`). */
export interface SemanticColors {
  /** Error text: field errors, form errors, failed states. */
  error: string;
  /** Background tint of error alerts (text on it: `text` or `error`). */
  errorBackground: string;
  /** Warning text: "Only 2 seats left", "+1 day", price changes. */
  warning: string;
  /** Background tint of warning notices. */
  warningBackground: string;
  /** Success text: "Free cancellation", booked, confirmed. */
  success: string;
  /** Background tint of success messages. */
  successBackground: string;
  /** Informational text. */
  info: string;
  /** Background tint of informational notices. */
  infoBackground: string;
  /**
   * Focus indicator: the outline of the focused control (buttons, links, tabs, fields, options). At least
   * 3:1 on every background it is drawn next to (see the rules above), unlike `accent`.
   */
  focus: string;
}

/**
 * The palette every brand starts from: dark enough for 4.5:1 on white and on the light tinted surfaces all
 * brands use today (the lowest pair is success on Swoodoo's surface, about 5.1:1). `focus` is a deep blue,
 * the hue people read as "focused" on the web, that keeps about 5.9:1 even on Momondo's purple-tinted chips
 * (far above the 3:1 a focus indicator needs), and differs from every brand's `error`, so a focused invalid
 * field still shows both.
 */
const LIGHT_SEMANTIC: SemanticColors = {
  error: '#b42318',
  errorBackground: '#fef3f2',
  warning: '#93370d',
  warningBackground: '#fffaeb',
  success: '#067647',
  successBackground: '#ecfdf3',
  info: '#175cd3',
  infoBackground: '#eff8ff',
  focus: '#1849a9',
};

/**
 * Semantic colours of every brand id in contract `BRAND_IDS` (the `Record` type enforces completeness). A
 * brand whose background or surface changes, or that wants its own hues, overrides entries here; the test
 * keeps every override honest.
 */
export const BRAND_SEMANTIC_COLORS: Readonly<Record<BrandId, SemanticColors>> = {
  default: LIGHT_SEMANTIC,
  momondo: LIGHT_SEMANTIC,
  cheapflights: LIGHT_SEMANTIC,
  hotelscombined: LIGHT_SEMANTIC,
  mundi: LIGHT_SEMANTIC,
  swoodoo: LIGHT_SEMANTIC,
  // Checkfelix's primary is red (#b91c1c): a deeper crimson keeps errors distinguishable from its buttons.
  checkfelix: { ...LIGHT_SEMANTIC, error: '#912018' },
  opentable: LIGHT_SEMANTIC,
  b2b: LIGHT_SEMANTIC,
};
