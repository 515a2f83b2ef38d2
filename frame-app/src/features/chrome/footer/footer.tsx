/** The page footer (chrome-and-consent §2 "Footer"). Placeholder until the footer part lands. */
export function Footer() {
  return null;
}
