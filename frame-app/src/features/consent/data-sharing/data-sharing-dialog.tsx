/**
 * The data-sharing opt-out dialog (issue #13; chrome-and-consent §2 "Data-sharing opt-out dialog": slides in from the
 * bottom, max width 400, a switch for data sharing; §4 "Data-sharing dialog"). Presentational: the state comes from
 * useDataSharingSwitch. The ui BottomSheet (modal, focus trapped and returned, Escape, the backdrop and its close
 * button close it) slides up at the bottom of the visible part of the frame (no motion with prefers-reduced-motion),
 * here at most 400 px wide.
 *
 * Choices the spec leaves open, written down here: the dialog's name and heading are "Data sharing"; the switch reads
 * "Do not sell or share my personal information" (the CCPA/CPRA opt-out wording), so checked = opted out; under
 * Global Privacy Control the switch is on and disabled, with a line saying the browser's signal turned sharing off.
 */
import { useIntl } from 'react-intl';
import { BottomSheet, Spinner, Toggle, ToggleSwitch } from '../../../ui/index.ts';
import { dataSharingMessages as m } from './messages.ts';
import type { DataSharingView } from './use-data-sharing-switch.ts';
import styles from './data-sharing.module.css';

/** Props of {@link DataSharingDialog}. */
export interface DataSharingDialogProps {
  isOpen: boolean;
  /** Called when the visitor closes it (close button, Escape, backdrop). */
  onClose(): void;
  view: DataSharingView;
  /** The visitor moved the switch (checked: do not sell or share). */
  onToggle(checked: boolean): void;
}

/** The dialog (see the module docstring). */
export function DataSharingDialog({ isOpen, onClose, view, onToggle }: DataSharingDialogProps) {
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  return (
    <BottomSheet isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={title} closeLabel={intl.formatMessage(m.close)} className={styles.sheet}>
      <p className={styles.explanation}>{intl.formatMessage(m.explanation)}</p>
      {view.status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner label={intl.formatMessage(m.loading)} />
        </div>
      ) : (
        <div className={styles.switchRow}>
          <Toggle isSelected={view.checked} onChange={onToggle}>
            <ToggleSwitch isDisabled={view.gpc}>{intl.formatMessage(m.switchLabel)}</ToggleSwitch>
          </Toggle>
          {view.gpc ? <p className={styles.gpc}>{intl.formatMessage(m.gpcOn)}</p> : null}
        </div>
      )}
    </BottomSheet>
  );
}
