/**
 * The "Follow us" row (chrome-and-consent §2, §3 "Social site: name, url", §5, §7, §8): one new-tab link per site,
 * named "{site} (opens in a new tab)". When `load` turns true each icon is fetched from its URL
 * (the partner's `iconUrl`, else `/images/social/{name}.svg`; without prefix) and inserted only after {@link fetchSanitizedSvg} accepted and
 * sanitised it; a refused or failed icon leaves the link with its visible text only.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SOCIAL_ICON_PATH_PREFIX } from '@travel/contract';
import type { SocialSite } from './constants.ts';
import { footerMessages as m } from './messages.ts';
import { fetchSanitizedSvg } from './svg.ts';
import styles from './footer.module.css';

/** The icon URL of a site: the partner's own icon when it configured one, else the product's artwork. */
export function socialIconUrl(site: Pick<SocialSite, 'name' | 'iconUrl'>): string {
  return site.iconUrl ?? `${SOCIAL_ICON_PATH_PREFIX}${site.name}.svg`;
}

function SocialLink({ site, load }: { site: SocialSite; load: boolean }) {
  const intl = useIntl();
  const [icon, setIcon] = useState<string | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    void fetchSanitizedSvg(socialIconUrl(site)).then((svg) => {
      if (current) setIcon(svg);
    });
    return () => {
      current = false;
    };
  }, [load, site]);
  return (
    <a
      className={styles.socialLink}
      href={site.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={intl.formatMessage(m.opensInNewTab, { name: site.displayName })}
      data-social={site.name}
    >
      {icon ? (
        // Sanitised by DOMPurify's SVG profile in fetchSanitizedSvg (chrome-and-consent §5).
        <span className={styles.socialIcon} aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon }} />
      ) : (
        <span className={styles.socialText}>{site.displayName}</span>
      )}
    </a>
  );
}

/** The social links of `sites`; icons load once `load` is true. */
export function SocialLinks({ sites, load }: { sites: readonly SocialSite[]; load: boolean }) {
  const intl = useIntl();
  return (
    <section className={styles.block} aria-labelledby="footer-social">
      <h2 id="footer-social" className={styles.groupTitle}>
        {intl.formatMessage(m.socialHeading)}
      </h2>
      <ul className={styles.inlineList}>
        {sites.map((site) => (
          <li key={site.name}>
            <SocialLink site={site} load={load} />
          </li>
        ))}
      </ul>
    </section>
  );
}
