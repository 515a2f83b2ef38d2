/** Names people read for the logo variants on the Brand gallery page (partner-site English; issue #10). */
const LABELS: Record<string, string> = {
  default: 'Default',
  'pres-aos': 'Presentation: AOS',
  'pres-dark-mode': 'Presentation: dark mode',
  inverted: 'Inverted',
  compact: 'Compact',
  'compact-pres-dark-mode': 'Compact, dark mode',
  'compact-inverted': 'Compact, inverted',
  pride: 'Pride',
  'pride-compact': 'Pride, compact',
  ukraine: 'Ukrainian-themed',
  'ukraine-compact': 'Ukrainian-themed, compact',
};

/** The label of a `brandLogos()` variant; an unlisted variant is shown as its key. */
export function variantLabel(variant: string): string {
  return LABELS[variant] ?? variant;
}
