/** The header's navigation menu button and drawer (chrome-and-consent §2 "Side navigation"). Placeholder. */
export function NavigationMenu() {
  return null;
}
