/**
 * The footer's link lists (chrome-and-consent §2 "Footer", §3 "Footer link: title, url", §9 "Footer link columns 3"):
 * the static link groups (company, contact, more) in {@link FOOTER_LINK_COLUMNS} columns, and the rows of popular
 * cities, popular destinations and the site map. Shared by the footer (wide screens) and the site-map dialog
 * (narrow screens).
 */
import type { FooterLink } from '@travel/contract';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '../../../ui/router-link.tsx';
import { FOOTER_LINK_COLUMNS } from './constants.ts';
import { footerMessages as m } from './messages.ts';
import styles from './footer.module.css';

/** A titled list of links (a column, or a row of the site map). */
export interface FooterLinkGroup {
  /** Stable key, e.g. `company`. */
  key: string;
  title: string;
  links: readonly FooterLink[];
}

/** The static link groups, in column order: company, contact, more (airline tickets and the other verticals). */
export function staticLinkGroups(intl: IntlShape): FooterLinkGroup[] {
  const t = intl.formatMessage;
  return [
    {
      key: 'company',
      title: t(m.companyHeading),
      links: [
        { title: t(m.linkPrivacy), url: '/privacy' },
        { title: t(m.linkTerms), url: '/actual-terms-of-use' },
      ],
    },
    {
      key: 'contact',
      title: t(m.contactHeading),
      links: [
        { title: t(m.linkManageBooking), url: '/manage-booking' },
        { title: t(m.linkAccount), url: '/profile/account' },
        { title: t(m.linkProfile), url: '/profile' },
      ],
    },
    {
      key: 'more',
      title: t(m.travelHeading),
      links: [
        { title: t(m.linkFlights), url: '/?vertical=flights' },
        { title: t(m.linkHotels), url: '/?vertical=hotels' },
        { title: t(m.linkCars), url: '/?vertical=cars' },
        { title: t(m.linkTrains), url: '/?vertical=trains' },
        { title: t(m.linkPackages), url: '/?vertical=packages' },
      ],
    },
  ];
}

/** The static site map (chrome-and-consent §3 siteMapTitle, siteMapLinks). */
export function staticSiteMap(intl: IntlShape): FooterLinkGroup {
  const t = intl.formatMessage;
  return {
    key: 'siteMap',
    title: t(m.siteMapTitle),
    links: [
      { title: t(m.linkHome), url: '/' },
      { title: t(m.siteMapFlights), url: '/?vertical=flights' },
      { title: t(m.siteMapHotels), url: '/?vertical=hotels' },
      { title: t(m.siteMapCars), url: '/?vertical=cars' },
      { title: t(m.siteMapTrains), url: '/?vertical=trains' },
      { title: t(m.siteMapPackages), url: '/?vertical=packages' },
    ],
  };
}

/** Dynamic lists of the footer state (chrome-and-consent §3 citiesDynamicLinks, destinationsDynamicLinks). */
export interface FooterDynamicLinks {
  citiesDynamicLinks?: readonly FooterLink[] | undefined;
  destinationsDynamicLinks?: readonly FooterLink[] | undefined;
}

/**
 * The site-map rows (chrome-and-consent §2): popular cities, popular destinations and the site map, each its own
 * row. "If the dynamic link lists are missing, only the static site map is shown": a missing or empty list drops
 * its row; the site map row is always there.
 */
export function siteMapRows(intl: IntlShape, dynamic: FooterDynamicLinks): FooterLinkGroup[] {
  const rows: FooterLinkGroup[] = [];
  if (dynamic.citiesDynamicLinks?.length) rows.push({ key: 'cities', title: intl.formatMessage(m.popularCitiesTitle), links: dynamic.citiesDynamicLinks });
  if (dynamic.destinationsDynamicLinks?.length)
    rows.push({ key: 'destinations', title: intl.formatMessage(m.popularDestinationsTitle), links: dynamic.destinationsDynamicLinks });
  rows.push(staticSiteMap(intl));
  return rows;
}

/** One link: a router link inside the frame, or a new-tab link for an https URL. */
export function FooterAnchor({ link, onNavigate }: { link: FooterLink; onNavigate?: (() => void) | undefined }) {
  const intl = useIntl();
  if (link.url.startsWith('https://')) {
    return (
      <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage(m.opensInNewTab, { name: link.title })}>
        {link.title}
      </a>
    );
  }
  return (
    <Link className={styles.link} to={link.url} onClick={onNavigate}>
      {link.title}
    </Link>
  );
}

/** A group as a heading (level `level`) and a list of links; `layout` chooses a column or a wrapping row. */
export function FooterLinkList({
  group,
  level,
  layout,
  onNavigate,
}: {
  group: FooterLinkGroup;
  level: 2 | 3;
  layout: 'column' | 'row';
  onNavigate?: (() => void) | undefined;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `footer-${layout}-${group.key}`;
  return (
    <section className={layout === 'row' ? styles.row : styles.column} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.groupTitle}>
        {group.title}
      </Heading>
      <ul className={layout === 'row' ? styles.rowList : styles.columnList}>
        {group.links.map((link) => (
          <li key={`${link.url} ${link.title}`}>
            <FooterAnchor link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The link groups in {@link FOOTER_LINK_COLUMNS} columns, then the site-map rows. */
export function FooterLinkSections({
  groups,
  rows,
  level,
  idPrefix,
  onNavigate,
}: {
  groups: readonly FooterLinkGroup[];
  rows: readonly FooterLinkGroup[];
  level: 2 | 3;
  /** Keeps heading ids unique when the footer and the dialog both render the lists. */
  idPrefix: string;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <>
      <div className={styles.columns} style={{ ['--footer-columns' as string]: FOOTER_LINK_COLUMNS }}>
        {groups.map((g) => (
          <FooterLinkList key={g.key} group={{ ...g, key: `${idPrefix}-${g.key}` }} level={level} layout="column" onNavigate={onNavigate} />
        ))}
      </div>
      {rows.map((r) => (
        <FooterLinkList key={r.key} group={{ ...r, key: `${idPrefix}-${r.key}` }} level={level} layout="row" onNavigate={onNavigate} />
      ))}
    </>
  );
}
