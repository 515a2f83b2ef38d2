/**
 * The side navigation's model (chrome-and-consent §2 "Side navigation", §4 "Navigation"; account-business-header-and-
 * trips §3 "Navigation state", §4 "Navigation layout by breakpoint"): items and groups, the layout variant by frame
 * width, the open/pinned state machine (both in menu-model.ts, the part the closed menu button needs on the first
 * page, issue #23), and the items the header's navigation shows. Pure: no React, no timers.
 */
import type { IntlShape } from 'react-intl';
import type { AuthState, Vertical } from '@travel/contract';
import { NAVIGATION_GROUP_MAX_VISIBLE_ITEMS_DEFAULT } from './constants.ts';
import type { NavigationVariant } from './menu-model.ts';

// The menu's layout and open state live in menu-model.ts (the first page's part); re-exported for the model's users.
export * from './menu-model.ts';

/** One link (chrome-and-consent §2 "Item"). `url` is a path inside the frame's basename, or an absolute https URL. */
export interface NavigationItem {
  url: string;
  text: string;
  /** The vertical the item leads to, when it does (the friendly search URL rule and the active item use it). */
  verticalName?: Vertical;
  /** Accessible name when it should differ from `text`. */
  ariaLabel?: string;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`). */
  newTab?: boolean;
  /** A short badge after the text, e.g. "New". */
  flagText?: string;
  /** The current page's item (`aria-current="page"`). */
  active?: boolean;
}

/** A titled list of items (chrome-and-consent §2 "Group"). */
export interface NavigationGroup {
  items: NavigationItem[];
  /** The group's heading and the accessible name of its list. */
  navigationLabel: string;
  /** Items shown before "Show more" (default {@link NAVIGATION_GROUP_MAX_VISIBLE_ITEMS_DEFAULT}). */
  maxVisibleItems?: number;
  /** `data-testid` of the group. */
  testId?: string;
}


/** What the dialog variant needs (chrome-and-consent §2: "The dialog variant requires dialog props"). */
export interface NavigationDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** Accessible name of the dialog's close button. */
  closeLabel: string;
}

/** The error text for a variant rendered without the props it requires (chrome-and-consent §8). */
export function missingVariantPropsMessage(variant: NavigationVariant): string {
  return `The props required by the ${variant} variant must be included`;
}

/**
 * Checks that a variant has the props it requires: the dialog variant needs `dialogProps`.
 * @throws Error "The props required by the dialog variant must be included" (chrome-and-consent §2, §8)
 */
export function assertVariantProps(variant: NavigationVariant, dialogProps: NavigationDialogProps | undefined): void {
  if (variant === 'dialog' && !dialogProps) throw new Error(missingVariantPropsMessage(variant));
}

/** The items a group shows now and the ones behind "Show more" (none hidden while expanded). */
export function splitGroupItems(group: NavigationGroup, expanded: boolean): { visible: NavigationItem[]; hidden: NavigationItem[] } {
  const max = Math.max(1, group.maxVisibleItems ?? NAVIGATION_GROUP_MAX_VISIBLE_ITEMS_DEFAULT);
  if (expanded || group.items.length <= max) return { visible: group.items, hidden: [] };
  return { visible: group.items.slice(0, max), hidden: group.items.slice(max) };
}

/** The vertical the current page belongs to: a results path's first segment, or the front door's `?vertical=` (flights by default). */
export function currentVerticalOf(pathname: string, search: string, verticals: readonly Vertical[]): Vertical | null {
  const first = pathname.split('/')[1] ?? '';
  if ((verticals as readonly string[]).includes(first)) return first as Vertical;
  if (pathname === '/' || pathname === '') {
    const asked = new URLSearchParams(search).get('vertical');
    return asked && (verticals as readonly string[]).includes(asked) ? (asked as Vertical) : (verticals[0] ?? null);
  }
  return null;
}

/**
 * Where the navigation gets the admin hub pages it lists in business mode (account-business-header-and-trips §6):
 * a loader of the business feature's helpers, passed in by the app (chrome never imports the business feature). It
 * is called only for a business profile in business mode, when the navigation opens.
 */
export type AdminNavigationSource = () => Promise<{ adminNavigationLinks(state: AuthState, intl: IntlShape): readonly { url: string; text: string }[] }>;

/** Texts of the header navigation's items and groups (already translated). */
export interface NavigationTexts {
  verticalsLabel: string;
  vertical: Readonly<Record<Vertical, string>>;
  manageBooking: string;
  accountLabel: string;
  trips: string;
  profile: string;
  accountSettings: string;
  /** The admin hub group's heading (account-business-header-and-trips §6). */
  adminLabel?: string;
}

/** What the header navigation depends on. */
export interface HeaderNavigationInput {
  verticals: readonly Vertical[];
  texts: NavigationTexts;
  /** Path inside the basename and query of the current page. */
  pathname: string;
  search: string;
  signedIn: boolean;
  /** Main items shown before "Show more" (the server's drawerNavigationState.numMainItemsShown; default 5). */
  numMainItemsShown?: number;
  /** The admin hub pages the user sees (business mode; the business feature computes them), shown as their own group. */
  adminItems?: readonly { url: string; text: string }[];
}

/**
 * The header navigation's groups (account-business-header-and-trips §3 mainItems / moreItems): "Search" with every
 * vertical's front door (`/?vertical=…`) and "Manage booking" (`/manage-booking`), "Show more" past
 * `numMainItemsShown`; "Your account" with Trips (`/trips`, for everyone: issue #22, a phone visitor had no way to
 * trips when the header has no room for its Trips control; the page asks a visitor to sign in), then the profile
 * (`/profile`) and account settings (`/profile/account`) when signed in. Help is left out: the frame has no such page.
 * Then, in business mode, "Admin hub" with the admin pages the user sees (account-business-header-and-trips §6), the
 * current one (or its sub-page) active.
 */
export function headerNavigationGroups(input: HeaderNavigationInput): NavigationGroup[] {
  const { verticals, texts, pathname, search, signedIn } = input;
  const current = currentVerticalOf(pathname, search, verticals);
  const main: NavigationItem[] = verticals.map((vertical) => ({
    url: `/?vertical=${vertical}`,
    text: texts.vertical[vertical],
    verticalName: vertical,
    active: current === vertical,
  }));
  main.push({ url: '/manage-booking', text: texts.manageBooking, active: pathname === '/manage-booking' });
  const groups: NavigationGroup[] = [
    { items: main, navigationLabel: texts.verticalsLabel, maxVisibleItems: input.numMainItemsShown ?? NAVIGATION_GROUP_MAX_VISIBLE_ITEMS_DEFAULT, testId: 'nav-main' },
  ];
  const account: NavigationItem[] = [{ url: '/trips', text: texts.trips, active: pathname === '/trips' || pathname.startsWith('/trips/') }];
  if (signedIn) {
    account.push(
      { url: '/profile', text: texts.profile, active: pathname === '/profile' || pathname === '/profile/dashboard' },
      { url: '/profile/account', text: texts.accountSettings, active: pathname === '/profile/account' },
    );
  }
  groups.push({ items: account, navigationLabel: texts.accountLabel, testId: 'nav-account' });
  const admin = input.adminItems ?? [];
  if (admin.length > 0) {
    groups.push({
      items: admin.map(({ url, text }) => ({ url, text, active: pathname === url || pathname.startsWith(`${url}/`) })),
      navigationLabel: texts.adminLabel ?? '',
      testId: 'nav-admin',
    });
  }
  return groups;
}
