/**
 * The industry consent (IAB TCF) dialog (issue #13; chrome-and-consent §2 "Industry consent dialog (max width 680,
 * max height 90%)", §4, §8, §9): a modal over the visible part of the frame with three views — landing, then the
 * processing-purposes and vendors tabs. Landing buttons: accept all, select categories (processing tab), reject
 * all; the tabs' footer: accept all, accept selected, reject all and the cookie policy link. Saving keeps the
 * dialog open on failure with a short error (§8: logged). Loaded lazily by the host (index.ts), so its libraries
 * (@iabtechlabtcf/core, the virtualiser) stay out of the frame's first script.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../../ui/router-link.tsx';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AlertBanner, Button, Spinner, TabsView, useVisibleRegionStyle } from '../../../ui/index.ts';
import { PRIVACY_ROUTE_PATH } from '../constants.ts';
import { LandingView } from './landing-view.tsx';
import { acceptAllChoices, rejectAllChoices } from './model.ts';
import { industryMessages as m } from './messages.ts';
import { ProcessingView } from './processing-view.tsx';
import { updateTcfApi } from './tcf-api.ts';
import { useIndustryDialog, type IndustrySavedHandler } from './use-industry-dialog.ts';
import { VendorsView } from './vendors-view.tsx';
import styles from './industry.module.css';

type View = 'landing' | 'processing' | 'vendors';

/** Props of {@link IndustryDialog}. */
export interface IndustryDialogProps {
  /** Escape, the backdrop and a close button close it unsaved (opened on request); false for the consent wall. */
  isDismissable: boolean;
  /** Called after it closed unsaved, or after a save (following `onSaved`). */
  onClose(): void;
  onSaved: IndustrySavedHandler;
}

/** The dialog; see the module docstring. Mounted while open. */
export function IndustryDialog({ isDismissable, onClose, onSaved }: IndustryDialogProps) {
  const intl = useIntl();
  const regionStyle = useVisibleRegionStyle();
  const [view, setView] = useState<View>('landing');
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const saved = useCallback<IndustrySavedHandler>(
    (reply, status, categories) => {
      onSaved(reply, status, categories);
      onClose();
    },
    [onSaved, onClose],
  );
  const dialog = useIndustryDialog(saved);
  const { load, choices, setChoices, save, saving, saveFailed, storedTcString } = dialog;

  const close = () => {
    updateTcfApi(storedTcString, false);
    onClose();
  };
  const dismiss = () => {
    if (isDismissable && !saving) close();
  };

  const ready = load.status === 'ready' && choices ? load : null;
  const acceptAll = () => ready && save(acceptAllChoices(ready.detailed));
  const rejectAll = () => ready && save(rejectAllChoices(ready.detailed));
  const acceptSelected = () => ready && choices && save(choices);

  return (
    <ModalOverlay
      className={styles.backdrop}
      style={regionStyle}
      isOpen
      isDismissable={isDismissable && !saving}
      isKeyboardDismissDisabled={!isDismissable || saving}
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="industry-consent-title">
          <header className={styles.header}>
            <Heading slot="title" level={2} id="industry-consent-title" className={styles.title}>
              {intl.formatMessage(m.title)}
            </Heading>
            {isDismissable ? (
              <AriaButton className={styles.closeButton} onPress={dismiss} isDisabled={saving} aria-label={intl.formatMessage(m.close)}>
                <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.closeIcon}>
                  <path d="M3 3l10 10M13 3L3 13" />
                </svg>
              </AriaButton>
            ) : null}
          </header>
          <div ref={setBody} className={styles.body}>
            {load.status === 'loading' ? (
              <Spinner label={intl.formatMessage(m.loading)} showLabel />
            ) : load.status === 'error' || !ready || !choices ? (
              <AlertBanner kind="error">
                <p>{intl.formatMessage(m.loadFailed)}</p>
                <Button variant="secondary" onPress={dialog.retry}>
                  {intl.formatMessage(m.retry)}
                </Button>
              </AlertBanner>
            ) : view === 'landing' ? (
              <LandingView initial={ready.initial} onViewPartners={() => setView('vendors')} />
            ) : (
              <TabsView<'processing' | 'vendors'>
                listLabel={intl.formatMessage(m.tabsLabel)}
                selectedKey={view}
                onSelectionChange={setView}
                items={[
                  {
                    id: 'processing',
                    label: intl.formatMessage(m.tabProcessing),
                    panel: <ProcessingView prefs={ready.detailed} choices={choices} onChange={setChoices} onViewVendors={() => setView('vendors')} />,
                  },
                  {
                    id: 'vendors',
                    label: intl.formatMessage(m.tabVendors),
                    panel: <VendorsView prefs={ready.detailed} choices={choices} onChange={setChoices} scrollElement={body} />,
                  },
                ]}
              />
            )}
          </div>
          {ready ? (
            <footer className={styles.footer}>
              {saveFailed ? (
                <AlertBanner kind="error" className={styles.footerError}>
                  {intl.formatMessage(m.saveFailed)}
                </AlertBanner>
              ) : null}
              {saving ? <Spinner label={intl.formatMessage(m.saving)} size="small" /> : null}
              <div className={styles.buttons}>
                <Button onPress={acceptAll} isDisabled={saving}>
                  {intl.formatMessage(m.acceptAll)}
                </Button>
                {view === 'landing' ? (
                  <Button variant="secondary" onPress={() => setView('processing')} isDisabled={saving}>
                    {intl.formatMessage(m.selectCategories)}
                  </Button>
                ) : (
                  <Button variant="secondary" onPress={acceptSelected} isDisabled={saving}>
                    {intl.formatMessage(m.acceptSelected)}
                  </Button>
                )}
                <Button onPress={rejectAll} isDisabled={saving}>
                  {intl.formatMessage(m.rejectAll)}
                </Button>
              </div>
              {/* Following the policy link closes the dialog unsaved, also the consent wall: it shows again on the next page load. */}
              <Link className={styles.policyLink} to={PRIVACY_ROUTE_PATH} onClick={close}>
                {intl.formatMessage(m.cookiePolicy)}
              </Link>
            </footer>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
