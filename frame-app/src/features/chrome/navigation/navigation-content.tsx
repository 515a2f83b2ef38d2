/**
 * What the header's navigation menu shows once open (navigation-menu.tsx): the groups of links for the current page,
 * the signed-in state and the server's counts, as a drawer, an accordion or a dialog. Apart from the menu button
 * (issue #23 "First page budget": the menu is closed on the front door; this module, its links model, the friendly
 * search URL conversion and the dialog's react-aria chunk load after the first render or on the first open).
 */
import { lazy, useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { VERTICALS, type AuthState } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { useAuthState } from '../../access/index.ts';
import { useNavigationState } from '../site-extras/navigation-state.ts';
import { convertSearchUrl, friendlyConversionSource } from './friendly-url.ts';
import {
  assertVariantProps, headerNavigationGroups,
  type AdminNavigationSource, type NavigationDialogProps, type NavigationGroup, type NavigationItem, type NavigationVariant,
} from './model.ts';
import { NavigationGroups, type NavigationGroupsProps } from './navigation-groups.tsx';
import { navigationMessages as m } from './messages.ts';
import styles from './navigation.module.css';

/**
 * The dialog's chunk (react-aria). When it cannot load (offline), the items are shown in a plain panel instead, so the
 * menu still works and the chrome never falls over.
 */
const NavigationDialog = lazy(() =>
  import('./navigation-dialog.tsx').catch((error: unknown) => {
    logger.warn('navigation dialog failed to load; showing a plain panel', error);
    return { default: PlainDialogFallback };
  }),
);

function PlainDialogFallback({ groups, onItemClick, title }: { groups: readonly NavigationGroup[]; onItemClick: NavigationGroupsProps['onItemClick']; title: string }) {
  return (
    <nav className={styles.panel} aria-label={title}>
      <NavigationGroups groups={groups} onItemClick={onItemClick} />
    </nav>
  );
}

/**
 * The admin hub pages of the drawer (business feature, loaded on demand for a business profile in business mode):
 * [] until loaded, for everyone else, or when the business chunk cannot be loaded (logged).
 */
function useAdminNavigationItems(auth: AuthState | null | undefined, source: AdminNavigationSource | undefined): readonly { url: string; text: string }[] {
  const intl = useIntl();
  const wanted = source !== undefined && auth?.businessState.businessMode === true && auth.businessState.businessProfile !== null;
  const [links, setLinks] = useState<Awaited<ReturnType<AdminNavigationSource>> | null>(null);
  useEffect(() => {
    if (!wanted || links !== null || source === undefined) return undefined;
    let live = true;
    void source().then(
      (loaded) => live && setLinks(() => loaded),
      (error: unknown) => logger.warn('admin hub pages of the navigation failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, links, source]);
  return wanted && links && auth ? links.adminNavigationLinks(auth, intl) : [];
}

/**
 * The groups for the current page, signed-in state and server counts, rendered for `variant`; only mounted while
 * open, so the auth state is not asked for by a closed menu.
 * @throws Error "The props required by the dialog variant must be included" for the dialog variant without dialogProps
 */
export function NavigationContent({ variant, onClose, dialogProps, adminNavigation }: { variant: NavigationVariant; onClose(): void; dialogProps?: NavigationDialogProps; adminNavigation?: AdminNavigationSource | undefined }) {
  assertVariantProps(variant, dialogProps);
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthState();
  const navState = useNavigationState(true);
  const adminItems = useAdminNavigationItems(auth, adminNavigation);
  const groups: NavigationGroup[] = headerNavigationGroups({
    adminItems,
    verticals: VERTICALS,
    pathname: location.pathname,
    search: location.search,
    signedIn: auth?.loggedInSession === true,
    ...(navState ? { numMainItemsShown: navState.drawerNavigationState.numMainItemsShown } : {}),
    texts: {
      verticalsLabel: intl.formatMessage(m.verticalsLabel),
      vertical: {
        flights: intl.formatMessage(m.flights),
        hotels: intl.formatMessage(m.hotels),
        cars: intl.formatMessage(m.cars),
        trains: intl.formatMessage(m.trains),
        packages: intl.formatMessage(m.packages),
      },
      manageBooking: intl.formatMessage(m.manageBooking),
      accountLabel: intl.formatMessage(m.accountLabel),
      trips: intl.formatMessage(m.trips),
      profile: intl.formatMessage(m.profile),
      accountSettings: intl.formatMessage(m.accountSettings),
      adminLabel: intl.formatMessage(m.adminLabel),
    },
  });

  function onItemClick(event: MouseEvent<HTMLAnchorElement>, item: NavigationItem) {
    if (variant !== 'accordion') onClose();
    const current = `${location.pathname}${location.search}`;
    const source = item.verticalName ? friendlyConversionSource(current, item.verticalName) : null;
    if (!source || !item.verticalName || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const target = item.verticalName;
    void (async () => {
      try {
        const converted = await convertSearchUrl(source, target, current);
        if (converted) return void navigate(converted);
        logger.warn('Error resolving friendly url', { source, target, reason: 'no convertedUrl' });
      } catch (error) {
        logger.warn('Error resolving friendly url', error);
      }
      void navigate(item.url);
    })();
  }

  if (variant === 'dialog' && dialogProps) {
    return <NavigationDialog groups={groups} onItemClick={onItemClick} onClose={onClose} {...dialogProps} />;
  }
  return <NavigationGroups groups={groups} onItemClick={onItemClick} accordion={variant === 'accordion'} />;
}
