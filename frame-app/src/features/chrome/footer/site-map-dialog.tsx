/**
 * The mobile site map (chrome-and-consent §2 "Mobile site-map opens a full-screen dialog that closes on Escape"):
 * a react-aria Modal + Dialog over the part of the frame the visitor sees (ui/visible-region.ts), with the footer's
 * link groups and site-map rows, a close button, focus trapped inside and returned to the trigger on close.
 * Following a link closes it. Loaded lazily by the footer (react-aria stays out of the first script).
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useVisibleRegionStyle } from '../../../ui/visible-region.ts';
import { FooterLinkSections, type FooterLinkGroup } from './footer-links.tsx';
import { footerMessages as m } from './messages.ts';
import styles from './footer.module.css';

/** Props of {@link SiteMapDialog}: controlled open state and the lists it shows. */
export interface SiteMapDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  groups: readonly FooterLinkGroup[];
  rows: readonly FooterLinkGroup[];
}

/** The full-screen site-map dialog (see the module docstring). */
export function SiteMapDialog({ isOpen, onOpenChange, groups, rows }: SiteMapDialogProps) {
  const intl = useIntl();
  const regionStyle = useVisibleRegionStyle();
  return (
    <ModalOverlay className={styles.dialogOverlay} style={regionStyle} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.dialogModal}>
        <Dialog className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Heading slot="title" className={styles.dialogTitle}>
              {intl.formatMessage(m.siteMapTitle)}
            </Heading>
            <Button className={styles.dialogClose} slot="close">
              {intl.formatMessage(m.siteMapClose)}
            </Button>
          </div>
          <FooterLinkSections groups={groups} rows={rows} level={3} idPrefix="dialog" onNavigate={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
