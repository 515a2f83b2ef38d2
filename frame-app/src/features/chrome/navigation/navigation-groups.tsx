import { useId, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../../ui/router-link.tsx';
import { splitGroupItems, type NavigationGroup, type NavigationItem } from './model.ts';
import { navigationMessages as m } from './messages.ts';
import styles from './navigation.module.css';

/** Props of {@link NavigationGroups}. */
export interface NavigationGroupsProps {
  groups: readonly NavigationGroup[];
  /** Called on every item click, before the link is followed (the caller may `preventDefault`). */
  onItemClick(event: MouseEvent<HTMLAnchorElement>, item: NavigationItem): void;
  /** Accordion variant: each group's heading is a button that shows or hides its items. */
  accordion?: boolean;
}

/**
 * The groups of the side navigation (chrome-and-consent §2 "Side navigation"): per group a heading
 * (`navigationLabel`) and a list of items; past `maxVisibleItems` (default 5) a "Show N more" toggle
 * (`aria-expanded`) reveals the rest and moves focus to the first revealed item; "Show fewer" hides them again.
 * Items inside the frame are router links, others plain links; `newTab` items open in a new tab and say so;
 * the current page's item has `aria-current="page"`; `flagText` is a badge after the text.
 */
export function NavigationGroups({ groups, onItemClick, accordion = false }: NavigationGroupsProps) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <Group key={group.testId ?? group.navigationLabel} group={group} onItemClick={onItemClick} accordion={accordion} />
      ))}
    </div>
  );
}

function Group({ group, onItemClick, accordion }: { group: NavigationGroup; onItemClick: NavigationGroupsProps['onItemClick']; accordion: boolean }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const [sectionOpen, setSectionOpen] = useState(true);
  const headingId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const { visible, hidden } = splitGroupItems(group, expanded);
  const hiddenCount = splitGroupItems(group, false).hidden.length;

  function toggleMore() {
    const firstHidden = expanded ? -1 : visible.length;
    setExpanded(!expanded);
    if (firstHidden >= 0) {
      requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLAnchorElement>('a')[firstHidden]?.focus());
    }
  }

  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid={group.testId}>
      {accordion ? (
        <h2 className={styles.groupHeading} id={headingId}>
          <button type="button" className={styles.sectionToggle} aria-expanded={sectionOpen} aria-controls={listId} onClick={() => setSectionOpen(!sectionOpen)}>
            {group.navigationLabel}
          </button>
        </h2>
      ) : (
        <h2 className={styles.groupHeading} id={headingId}>
          {group.navigationLabel}
        </h2>
      )}
      <div id={listId} hidden={!sectionOpen}>
        <ul ref={listRef} className={styles.items} aria-labelledby={headingId}>
          {visible.map((item) => (
            <li key={item.url}>
              <ItemLink item={item} onItemClick={onItemClick} />
            </li>
          ))}
        </ul>
        {hiddenCount > 0 ? (
          <button type="button" className={styles.showMore} aria-expanded={expanded} onClick={toggleMore}>
            {expanded ? intl.formatMessage(m.showFewer) : intl.formatMessage(m.showMore, { count: hidden.length })}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function ItemLink({ item, onItemClick }: { item: NavigationItem; onItemClick: NavigationGroupsProps['onItemClick'] }) {
  const intl = useIntl();
  const common = {
    className: styles.item,
    'aria-current': item.active ? ('page' as const) : undefined,
    'aria-label': item.ariaLabel ? (item.newTab ? `${item.ariaLabel} ${intl.formatMessage(m.newTab)}` : item.ariaLabel) : undefined,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onItemClick(event, item),
  };
  const body = (
    <>
      <span>{item.text}</span>
      {item.newTab ? <span className={styles.visuallyHidden}> {intl.formatMessage(m.newTab)}</span> : null}
      {item.flagText ? <span className={styles.flag}>{item.flagText}</span> : null}
    </>
  );
  if (item.url.startsWith('/') && !item.newTab) {
    return (
      <Link to={item.url} {...common}>
        {body}
      </Link>
    );
  }
  return (
    <a href={item.url} {...common} {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {body}
    </a>
  );
}
