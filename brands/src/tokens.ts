/**
 * Design tokens per brand variant (colours, font stack, corner radius), without logos, so light consumers
 * (the host SDK's loading overlay) can theme themselves without bundling SVG artwork.
 * Spec: chrome-and-consent §2 (brand variants). Exact colours are "not shown" in the spec: these are our own
 * palettes, chosen so every brand is visibly distinct and `text`/`background` and `onPrimary`/`primary`
 * keep a contrast ratio of at least 4.5:1 (WCAG AA for body text).
 */
import type { BrandId } from '@travel/contract';

/** Colour roles every brand defines. Values are CSS colours (`#rrggbb`). */
export interface BrandColors {
  /** Main action colour (buttons, links, spinner). */
  primary: string;
  /** Text and icons placed on `primary`. */
  onPrimary: string;
  /** Secondary highlight (badges, decorations). No contrast guarantee: never text, never a focus ring (see semantic-colors.ts). */
  accent: string;
  /** Page background. */
  background: string;
  /** Cards, panels, dialogs. */
  surface: string;
  /** Body text on `background` / `surface`. */
  text: string;
  /** Secondary text (captions, hints). */
  mutedText: string;
  /** Borders and dividers. */
  border: string;
}

/** The visual tokens of one brand. */
export interface BrandTokens {
  colors: BrandColors;
  /** CSS `font-family` value. */
  fontStack: string;
  /** Corner radius of controls and cards, CSS px. */
  radiusPx: number;
}

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const ROUNDED_SANS = "'Nunito', 'Avenir Next', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif";
const HUMANIST_SANS = "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif";

/** Tokens of every brand id in contract `BRAND_IDS` (the `Record` type enforces completeness). */
export const BRAND_TOKENS: Readonly<Record<BrandId, BrandTokens>> = {
  default: {
    colors: {
      primary: '#0b5fff', onPrimary: '#ffffff', accent: '#ff7a1a', background: '#ffffff',
      surface: '#f4f6fb', text: '#14181f', mutedText: '#5b6472', border: '#d5dae3',
    },
    fontStack: SYSTEM_SANS,
    radiusPx: 8,
  },
  momondo: {
    colors: {
      primary: '#7a1fa2', onPrimary: '#ffffff', accent: '#ff4f8b', background: '#fffaf5',
      surface: '#f6effa', text: '#1d1326', mutedText: '#6a5a75', border: '#e2d5ea',
    },
    fontStack: ROUNDED_SANS,
    radiusPx: 14,
  },
  cheapflights: {
    colors: {
      primary: '#00796b', onPrimary: '#ffffff', accent: '#ffc53d', background: '#ffffff',
      surface: '#eef7f5', text: '#102421', mutedText: '#4f6662', border: '#cfe2de',
    },
    fontStack: SYSTEM_SANS,
    radiusPx: 6,
  },
  hotelscombined: {
    colors: {
      primary: '#c2410c', onPrimary: '#ffffff', accent: '#2563eb', background: '#ffffff',
      surface: '#fdf3ec', text: '#23160f', mutedText: '#6b5a4f', border: '#ecd9cc',
    },
    fontStack: HUMANIST_SANS,
    radiusPx: 4,
  },
  mundi: {
    colors: {
      primary: '#0f766e', onPrimary: '#ffffff', accent: '#e11d48', background: '#fbfdfc',
      surface: '#ecf6f4', text: '#0c1f1d', mutedText: '#4b6360', border: '#cde3df',
    },
    fontStack: ROUNDED_SANS,
    radiusPx: 12,
  },
  swoodoo: {
    colors: {
      primary: '#1d4ed8', onPrimary: '#ffffff', accent: '#22c55e', background: '#ffffff',
      surface: '#eff3fd', text: '#111a33', mutedText: '#56607a', border: '#d3dbf0',
    },
    fontStack: SYSTEM_SANS,
    radiusPx: 10,
  },
  checkfelix: {
    colors: {
      primary: '#b91c1c', onPrimary: '#ffffff', accent: '#0ea5e9', background: '#ffffff',
      surface: '#fcf1f1', text: '#241010', mutedText: '#6e5353', border: '#efd3d3',
    },
    fontStack: HUMANIST_SANS,
    radiusPx: 6,
  },
  opentable: {
    colors: {
      primary: '#9f1239', onPrimary: '#ffffff', accent: '#d97706', background: '#fffdfa',
      surface: '#faf1ee', text: '#21131a', mutedText: '#6b5660', border: '#ead6dc',
    },
    fontStack: HUMANIST_SANS,
    radiusPx: 8,
  },
  b2b: {
    colors: {
      primary: '#1e293b', onPrimary: '#ffffff', accent: '#0b5fff', background: '#f8fafc',
      surface: '#ffffff', text: '#0f172a', mutedText: '#526075', border: '#cbd5e1',
    },
    fontStack: SYSTEM_SANS,
    radiusPx: 4,
  },
};
