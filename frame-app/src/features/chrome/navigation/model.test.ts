import { describe, expect, it } from 'vitest';
import { VERTICALS } from '@travel/contract';
import {
  CLOSED_NAVIGATION, assertVariantProps, currentVerticalOf, expandsOnHover, headerNavigationGroups, isDrawerVariant, mayOpenInitially, navigationReducer,
  navigationVariantForWidth, splitGroupItems, type NavigationGroup, type NavigationState, type NavigationTexts,
} from './model.ts';
import { friendlyConversionSource } from './friendly-url.ts';

const OPEN_HOVER: NavigationState = { open: true, pinned: false };
const OPEN_PINNED: NavigationState = { open: true, pinned: true };

describe('navigation layout by breakpoint (account-business-header-and-trips §4)', () => {
  it('extra-small: dialog; small: hidden drawer; up to XL: drawer (or hidden drawer); beyond: accordion when responsive, else drawer', () => {
    expect(navigationVariantForWidth(390)).toBe('dialog');
    expect(navigationVariantForWidth(575)).toBe('dialog');
    expect(navigationVariantForWidth(576)).toBe('drawer-hidden');
    expect(navigationVariantForWidth(767)).toBe('drawer-hidden');
    expect(navigationVariantForWidth(768)).toBe('drawer');
    expect(navigationVariantForWidth(1000, { hiddenDrawerUpToXl: true })).toBe('drawer-hidden');
    expect(navigationVariantForWidth(1279)).toBe('drawer');
    expect(navigationVariantForWidth(1280)).toBe('accordion');
    expect(navigationVariantForWidth(1600, { responsive: false })).toBe('drawer');
  });

  it('only a width over XL may open it initially; click outside applies to drawer variants; hover only expands the drawer', () => {
    expect(mayOpenInitially(1281)).toBe(true);
    expect(mayOpenInitially(1280)).toBe(false);
    expect(isDrawerVariant('drawer')).toBe(true);
    expect(isDrawerVariant('drawer-hidden')).toBe(true);
    expect(isDrawerVariant('accordion')).toBe(false);
    expect(isDrawerVariant('dialog')).toBe(false);
    expect(expandsOnHover('drawer')).toBe(true);
    expect(expandsOnHover('drawer-hidden')).toBe(false);
  });
});

describe('dialog props (chrome-and-consent §2, §8)', () => {
  it('the dialog variant without dialog props throws that the props required by the variant must be included', () => {
    expect(() => assertVariantProps('dialog', undefined)).toThrow('The props required by the dialog variant must be included');
    expect(() => assertVariantProps('dialog', { title: 'Menu', closeLabel: 'Close' })).not.toThrow();
    expect(() => assertVariantProps('drawer', undefined)).not.toThrow();
  });
});

describe('navigation state machine (chrome-and-consent §4)', () => {
  it('hover expands unpinned and the collapse closes only an unpinned navigation', () => {
    const hovered = navigationReducer(CLOSED_NAVIGATION, { type: 'hover-expand' });
    expect(hovered).toEqual(OPEN_HOVER);
    expect(navigationReducer(hovered, { type: 'hover-collapse' })).toEqual(CLOSED_NAVIGATION);
    expect(navigationReducer(OPEN_PINNED, { type: 'hover-collapse' })).toEqual(OPEN_PINNED);
    expect(navigationReducer(OPEN_PINNED, { type: 'hover-expand' })).toEqual(OPEN_PINNED);
  });

  it('the menu button opens pinned, pins a hovered drawer, and closes a pinned one', () => {
    expect(navigationReducer(CLOSED_NAVIGATION, { type: 'toggle' })).toEqual(OPEN_PINNED);
    expect(navigationReducer(OPEN_HOVER, { type: 'toggle' })).toEqual(OPEN_PINNED);
    expect(navigationReducer(OPEN_PINNED, { type: 'toggle' })).toEqual(CLOSED_NAVIGATION);
  });

  it('keyboard/focus open pins; close closes', () => {
    expect(navigationReducer(CLOSED_NAVIGATION, { type: 'open' })).toEqual(OPEN_PINNED);
    expect(navigationReducer(OPEN_HOVER, { type: 'open' })).toEqual(OPEN_PINNED);
    expect(navigationReducer(OPEN_PINNED, { type: 'close' })).toEqual(CLOSED_NAVIGATION);
  });

  it('click outside collapses drawer variants only', () => {
    expect(navigationReducer(OPEN_PINNED, { type: 'click-outside', variant: 'drawer' })).toEqual(CLOSED_NAVIGATION);
    expect(navigationReducer(OPEN_PINNED, { type: 'click-outside', variant: 'drawer-hidden' })).toEqual(CLOSED_NAVIGATION);
    expect(navigationReducer(OPEN_PINNED, { type: 'click-outside', variant: 'accordion' })).toEqual(OPEN_PINNED);
  });

  it('an item click closes dialog and drawer variants; the accordion stays', () => {
    for (const variant of ['dialog', 'drawer', 'drawer-hidden'] as const) {
      expect(navigationReducer(OPEN_PINNED, { type: 'item-click', variant })).toEqual(CLOSED_NAVIGATION);
    }
    expect(navigationReducer(OPEN_PINNED, { type: 'item-click', variant: 'accordion' })).toEqual(OPEN_PINNED);
  });

  it('the accordion collapses when the layout goes to a drawer; the same layout changes nothing', () => {
    expect(navigationReducer(OPEN_PINNED, { type: 'layout-change', from: 'accordion', to: 'drawer' })).toEqual(CLOSED_NAVIGATION);
    expect(navigationReducer(OPEN_PINNED, { type: 'layout-change', from: 'accordion', to: 'accordion' })).toEqual(OPEN_PINNED);
  });
});

describe('groups and show-more (chrome-and-consent §2, §9)', () => {
  const items = Array.from({ length: 7 }, (_, i) => ({ url: `/${i}`, text: `Item ${i}` }));
  it('shows 5 items by default and the rest behind show-more; expanded shows all', () => {
    const group: NavigationGroup = { items, navigationLabel: 'G' };
    expect(splitGroupItems(group, false).visible).toHaveLength(5);
    expect(splitGroupItems(group, false).hidden.map((i) => i.text)).toEqual(['Item 5', 'Item 6']);
    expect(splitGroupItems(group, true)).toEqual({ visible: items, hidden: [] });
    expect(splitGroupItems({ ...group, maxVisibleItems: 10 }, false).hidden).toEqual([]);
  });
});

const TEXTS: NavigationTexts = {
  verticalsLabel: 'Search',
  vertical: { flights: 'Flights', hotels: 'Hotels', cars: 'Cars', trains: 'Trains', packages: 'Packages' },
  manageBooking: 'Manage booking',
  accountLabel: 'Your account',
  trips: 'Trips',
  profile: 'Profile',
  accountSettings: 'Account settings',
};

describe('header navigation items', () => {
  it('the verticals link to their front door tab, then manage booking behind show-more; the current vertical is active', () => {
    const [main, ...rest] = headerNavigationGroups({ verticals: VERTICALS, texts: TEXTS, pathname: '/', search: '?vertical=hotels', signedIn: false });
    // A visitor's account group holds Trips only (issue #22: a way to trips on every width).
    expect(rest.map((g) => g.items.map((i) => i.url))).toEqual([['/trips']]);
    expect(main!.items.map((i) => i.url)).toEqual(['/?vertical=flights', '/?vertical=hotels', '/?vertical=cars', '/?vertical=trains', '/?vertical=packages', '/manage-booking']);
    expect(main!.items.filter((i) => i.active).map((i) => i.text)).toEqual(['Hotels']);
    expect(splitGroupItems(main!, false).hidden.map((i) => i.text)).toEqual(['Manage booking']);
  });

  it('signed in adds the account group; a results page marks its vertical', () => {
    const groups = headerNavigationGroups({ verticals: VERTICALS, texts: TEXTS, pathname: '/cars/LHR/2026-12-01/2026-12-03', search: '', signedIn: true, numMainItemsShown: 3 });
    expect(groups.map((g) => g.navigationLabel)).toEqual(['Search', 'Your account']);
    expect(groups[0]!.maxVisibleItems).toBe(3);
    expect(groups[0]!.items.find((i) => i.active)?.verticalName).toBe('cars');
    expect(groups[1]!.items.map((i) => i.url)).toEqual(['/trips', '/profile', '/profile/account']);
  });

  it('business mode adds the admin hub pages as their own group, the current page (or its sub-page) active (account §6)', () => {
    const adminItems = [{ url: '/business/company', text: 'Company information' }, { url: '/business/users', text: 'User management' }];
    const groups = headerNavigationGroups({ verticals: VERTICALS, texts: { ...TEXTS, adminLabel: 'Admin hub' }, pathname: '/business/users/manage', search: '', signedIn: true, adminItems });
    expect(groups.map((g) => g.navigationLabel)).toEqual(['Search', 'Your account', 'Admin hub']);
    expect(groups[2]!.items.map((i) => [i.url, i.active])).toEqual([['/business/company', false], ['/business/users', true]]);
    expect(headerNavigationGroups({ verticals: VERTICALS, texts: TEXTS, pathname: '/', search: '', signedIn: true, adminItems: [] })).toHaveLength(2);
  });

  it('current vertical: flights on a bare front door, none on other pages', () => {
    expect(currentVerticalOf('/', '', VERTICALS)).toBe('flights');
    expect(currentVerticalOf('/', '?vertical=nope', VERTICALS)).toBe('flights');
    expect(currentVerticalOf('/manage-booking', '', VERTICALS)).toBeNull();
  });
});

describe('friendly search URL rule (chrome-and-consent §4)', () => {
  const results = '/flights/JFK-LHR/2026-12-01/2026-12-08?adults=2';
  it('applies on a results page when enabled and the verticals differ and are both listed', () => {
    expect(friendlyConversionSource(results, 'hotels')).toBe('flights');
    expect(friendlyConversionSource(results, 'flights')).toBeNull();
    expect(friendlyConversionSource('/?vertical=flights', 'hotels')).toBeNull();
    expect(friendlyConversionSource(results, 'hotels', false)).toBeNull();
    expect(friendlyConversionSource(results, 'hotels', true, ['flights', 'cars'])).toBeNull();
  });
});
