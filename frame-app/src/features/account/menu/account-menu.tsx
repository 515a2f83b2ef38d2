/**
 * The signed-in account's menu in the header (account-business-header-and-trips §2 "Header": "It is a dropdown on wide
 * screens and a full-screen dialog on narrow ones"; §2 entries and their visibility rules, account-menu-entries.ts; §3
 * accountSwitcherItems; §4 account-switcher option; §5 phone-number avatar; §7 GET /k/run/auth/add and /switch).
 *
 * - Trigger: a button named "Account: {name}" with the avatar (a phone icon when the name starts with '+', §5).
 * - Wide screens: react-aria MenuTrigger + Popover + Menu (arrow keys, typeahead, Escape, focus return). Narrow screens
 *   (width <= NARROW_SCREEN_MAX_WIDTH_PX): the same Menu inside a full-screen modal Dialog titled "Account menu" with a
 *   "Close" button.
 * - "Your accounts": one item per switcher item with its state (unselected, selected "Signed in", loading "Switching to
 *   …"). Choosing another account sets loading (the menu stays open), calls the switch and replaces the page with the
 *   returned business redirect URL plus the return path (the current route inside the frame). A failure clears loading,
 *   closes the menu and says so. Then "Add another account": asks GET /k/run/auth/add and opens the sign-in dialog (or says the session
 *   holds the most accounts).
 * - The §2 entries (the contract's rules, account-menu-entries.ts, with the admin hub entry in business mode); in
 *   business mode "Support and issue reports" (the business support page: issue report, account manager, impersonation;
 *   issue #24); for a business profile "Switch to your business/personal account" (§4 account-type toggle: businessToggleUrl, then
 *   accountType, then the auth state is reloaded and the returned path followed; a failure says so); then "Sign out": a navigation to `/signout?redir={current url}` (the server signs every account of
 *   the session out and comes back to this page).
 * Loaded lazily by AccountControls once the user is signed in (react-aria stays out of the first script).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import {
  Button, Dialog, DialogTrigger, Header, Heading, Menu, MenuItem, MenuSection, MenuTrigger, Modal, ModalOverlay, Popover, Separator,
} from 'react-aria-components';
import type { AccountSwitcherItem, AuthState } from '@travel/contract';
import { buttonClassName } from '../../../ui/button-class.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { logger } from '../../../state/index.ts';
import { BUSINESS_SUPPORT_ROUTE_PATH, loadBusinessMenuLinks, type BusinessMenuLinks } from '../../business/index.ts';
import { useRefreshAuthState } from '../../access/index.ts';
import { checkAddAccount, signOutUrl, switchAccount } from './account-menu-calls.ts';
import { FRAME_ACCOUNT_MENU_PATHS, accountMenuEntries, switcherOptionState, type AccountMenuEntry } from './account-menu-entries.ts';
import { accountMenuMessages as mm } from './account-menu-messages.ts';
import { NARROW_SCREEN_MAX_WIDTH_PX } from '../constants.ts';
import { accountMessages as m } from '../messages.ts';
import { markReturningPromptDone } from '../sign-in/returning-user-prompt.tsx';
import { useSendSignInEvent } from '../sign-in/sign-in-atoms.ts';
import styles from './account-menu.module.css';
import { ACCOUNT_TRIGGER_CLASS, AccountAvatar, AccountBadge } from './account-avatar.tsx';

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  auth: AuthState;
  /** The header's name for the account (its name, else its email). */
  label: string;
  /** Replaces the whole page (default `window.location.replace`); tests pass a spy. */
  replacePage?: (url: string) => void;
  /** Navigates the whole frame to a URL of this origin (default `window.location.assign`); tests pass a spy. */
  assignPage?: (url: string) => void;
}

const NARROW_QUERY = `(max-width: ${NARROW_SCREEN_MAX_WIDTH_PX}px)`;

/** True on narrow screens (a full-screen dialog instead of a dropdown); false where matchMedia is missing. */
const useNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);

/** The business side's menu helpers once loaded (only asked for a business profile), else null; a failed load is logged. */
function useBusinessMenuLinks(wanted: boolean): BusinessMenuLinks | null {
  const [links, setLinks] = useState<BusinessMenuLinks | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void loadBusinessMenuLinks().then(
      (loaded) => live && setLinks(() => loaded),
      (error: unknown) => logger.warn('business menu helpers failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? links : null;
}

/** The header's account menu (see the module docstring). */
export function AccountMenu({ auth, label, replacePage = (url) => window.location.replace(url), assignPage = (url) => window.location.assign(url) }: AccountMenuProps) {
  const intl = useIntl();
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  const location = useLocation();
  const send = useSendSignInEvent();
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const refreshAuthState = useRefreshAuthState();
  // The business helpers (admin hub link) load next to this menu for a business profile; until then no hub entry.
  const business = useBusinessMenuLinks(auth.businessState.businessProfile !== null);
  const entries = accountMenuEntries(auth, { availablePaths: FRAME_ACCOUNT_MENU_PATHS, adminHub: business?.adminHubLinkOf(auth) ?? null });
  const hasBusinessProfile = auth.businessState.businessProfile !== null;

  // §4 account-type toggle (the header row carries it on wide frames too): switch sides, reload the auth state, follow.
  const onSwitchSide = async (): Promise<void> => {
    setOpen(false);
    setNotice(undefined);
    try {
      const result = await (await loadBusinessMenuLinks()).toggleAccountType(`${location.pathname}${location.search}`);
      refreshAuthState();
      void navigate(result.url, { replace: true });
    } catch (error) {
      logger.warn('account type switch failed', error);
      setNotice(intl.formatMessage(mm.switchSideFailed));
    }
  };

  const onSwitch = async (item: AccountSwitcherItem): Promise<void> => {
    if (item.selected || switchingTo !== null) return;
    setSwitchingTo(item.tokenId);
    setNotice(undefined);
    try {
      const reply = await switchAccount(item.tokenId, item.businessMode);
      // §4: the returned business redirect URL plus the return path (this route inside the frame).
      replacePage(`${reply.businessRedirectUrl}${location.pathname}${location.search}`);
    } catch (error) {
      logger.warn('account switch failed', error);
      setSwitchingTo(null);
      // Closed, so the notice outside the menu is not hidden from assistive technology by the open popover.
      setOpen(false);
      setNotice(intl.formatMessage(mm.menuSwitchFailed));
    }
  };

  const onAddAccount = async (): Promise<void> => {
    setOpen(false);
    try {
      const reply = await checkAddAccount();
      if (!reply.allowed) {
        setNotice(intl.formatMessage(mm.menuAddAccountFull, { max: reply.maxAccounts }));
        return;
      }
      send({ type: 'SHOW' });
    } catch (error) {
      logger.warn('add account failed', error);
      setNotice(intl.formatMessage(mm.menuSwitchFailed));
    }
  };

  const onEntry = (entry: AccountMenuEntry): void => {
    setOpen(false);
    if (entry.external) window.open(entry.href, '_blank', 'noopener');
    else void navigate(entry.href);
  };

  const onSignOut = (): void => {
    markReturningPromptDone();
    assignPage(signOutUrl(`${window.location.pathname}${window.location.search}`));
  };

  const menu = (
    <Menu className={styles.menu} aria-label={intl.formatMessage(mm.menuDialogTitle)}>
      <MenuSection className={styles.section}>
        <Header className={styles.sectionHeader}>{intl.formatMessage(mm.menuAccountsSection)}</Header>
        {auth.accountSwitcherItems.map((item) => {
          const state = switcherOptionState(item, switchingTo);
          const name = intl.formatMessage(mm.menuSwitchTo, { name: item.accountName, email: item.userEmail });
          return (
            <MenuItem
              key={item.tokenId}
              id={`switch:${item.tokenId}`}
              textValue={name}
              className={styles.item}
              data-state={state}
              shouldCloseOnSelect={false}
              isDisabled={switchingTo !== null && state !== 'loading'}
              onAction={() => void onSwitch(item)}
            >
              <AccountAvatar label={item.accountName} />
              <span className={styles.itemText}>
                <span>{name}</span>
                {state === 'selected' ? <span className={styles.itemState}>{intl.formatMessage(mm.menuCurrentAccount)}</span> : null}
                {state === 'loading' ? (
                  <span className={styles.itemState} role="status">
                    {intl.formatMessage(mm.menuSwitching, { name: item.accountName })}
                  </span>
                ) : null}
              </span>
            </MenuItem>
          );
        })}
        <MenuItem id="add-account" className={styles.item} onAction={() => void onAddAccount()}>
          {intl.formatMessage(mm.menuAddAccount)}
        </MenuItem>
      </MenuSection>
      <Separator className={styles.separator} />
      <MenuSection className={styles.section}>
        {entries.map((entry) => (
          <MenuItem key={entry.id} id={`entry:${entry.id}`} className={styles.item} onAction={() => onEntry(entry)}>
            {intl.formatMessage(entry.message)}
          </MenuItem>
        ))}
        {hasBusinessProfile && auth.businessState.businessMode ? (
          <MenuItem id="business-support" className={styles.item} onAction={() => onEntry({ id: 'businessSupport', message: mm.entryBusinessSupport, href: BUSINESS_SUPPORT_ROUTE_PATH, external: false })}>
            {intl.formatMessage(mm.entryBusinessSupport)}
          </MenuItem>
        ) : null}
        {hasBusinessProfile ? (
          <MenuItem id="switch-side" className={styles.item} onAction={() => void onSwitchSide()}>
            {intl.formatMessage(auth.businessState.businessMode ? mm.switchToPersonal : mm.switchToBusiness)}
          </MenuItem>
        ) : null}
        <MenuItem id="sign-out" className={styles.item} onAction={onSignOut}>
          {intl.formatMessage(m.signOut)}
        </MenuItem>
      </MenuSection>
    </Menu>
  );

  const trigger = (
    <Button className={`${buttonClassName('secondary')} ${ACCOUNT_TRIGGER_CLASS}`} aria-label={intl.formatMessage(m.accountMenu, { name: label })}>
      <AccountBadge label={label} />
    </Button>
  );

  let control: ReactNode;
  if (narrow) {
    control = (
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        {trigger}
        <ModalOverlay className={styles.overlay} isDismissable>
          <Modal className={styles.fullScreen}>
            <Dialog className={styles.dialog} aria-label={intl.formatMessage(mm.menuDialogTitle)}>
              <div className={styles.dialogHeader}>
                <Heading slot="title" className={styles.dialogTitle}>
                  {intl.formatMessage(mm.menuDialogTitle)}
                </Heading>
                <Button className={buttonClassName('secondary')} slot="close">
                  {intl.formatMessage(mm.menuClose)}
                </Button>
              </div>
              {menu}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    );
  } else {
    control = (
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        {trigger}
        <Popover className={styles.popover} placement="bottom end">
          {menu}
        </Popover>
      </MenuTrigger>
    );
  }
  return (
    <div className={styles.root}>
      {control}
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      ) : null}
    </div>
  );
}
