/**
 * Original, simple artwork of the footer (chrome-and-consent §2 "Payment-card and travel-industry partner logos,
 * app-store badges"): small decorative glyphs drawn for this product, never another company's marks. They are
 * `aria-hidden`; the text next to each one is its name. Colours come from `currentColor`.
 */

const svgProps = { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': true, focusable: false } as const;

/** A card with a stripe (credit cards). */
export function CreditCardGlyph() {
  return (
    <svg {...svgProps}>
      <rect x="2" y="5" width="20" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2 10h20" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A card with a chip (debit cards). */
export function DebitCardGlyph() {
  return (
    <svg {...svgProps}>
      <rect x="2" y="5" width="20" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="5" y="9" width="5" height="4" rx="1" fill="currentColor" />
    </svg>
  );
}

/** A building with columns (bank transfer). */
export function BankGlyph() {
  return (
    <svg {...svgProps}>
      <path d="M3 9l9-5 9 5M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A padlock (secure checkout). */
export function LockGlyph() {
  return (
    <svg {...svgProps}>
      <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A shield with a tick (verified providers). */
export function ShieldGlyph() {
  return (
    <svg {...svgProps}>
      <path d="M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A phone with a falling arrow (download for iPhone and iPad). */
export function PhoneGlyph() {
  return (
    <svg {...svgProps}>
      <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v7M9 11l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A play-like triangle in a bag (download for Android). */
export function StoreGlyph() {
  return (
    <svg {...svgProps}>
      <path d="M4 8h16l-1.5 12h-13z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2M10.5 11.5v5l4-2.5z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
