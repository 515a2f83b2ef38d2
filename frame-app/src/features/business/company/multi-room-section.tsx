/**
 * The company general page's "Several rooms in one hotel booking" switch (issue #24 "PUT /multiRoomBookings/enable|
 * disable"; reading in contract CompanySchema.multiRoomBookings): off, the company's travelers search and book one hotel
 * room per booking on the business side; on, up to MAX_HOTEL_ROOMS. Shown on the company general page, whose rule is
 * the call's own (COMPANY_SETTINGS_MANAGEMENT). A change flips the switch at once and disables it while the call runs
 * (the status line says "Saving…"); success keeps the server's value, says so and reloads the auth state (the hotel
 * form's room cap follows it); a failure puts the switch back and shows the error envelope's text (apiErrorText).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_HOTEL_ROOMS, type Company } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { Toggle, ToggleSwitch } from '../../../ui/index.ts';
import { useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { setMultiRoomBookings } from './company-api.ts';
import { multiRoomMessages as m } from './multi-room-messages.ts';
import styles from '../hub/hub.module.css';

/** Props of {@link MultiRoomSection}. */
export interface MultiRoomSectionProps {
  /** The company's multiRoomBookings as loaded. */
  enabled: boolean;
  /** Called with the company as saved after a successful change. */
  onSaved?: (company: Company) => void;
}

/** The multi-room switch with its explanation, saving and error lines (see the module docstring). */
export function MultiRoomSection({ enabled, onSaved }: MultiRoomSectionProps) {
  const intl = useIntl();
  const refreshAuthState = useRefreshAuthState();
  const [on, setOn] = useState(enabled);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | undefined>();

  const change = async (next: boolean) => {
    setOn(next);
    setSaving(true);
    setStatus('');
    setError(undefined);
    try {
      const saved = await setMultiRoomBookings(next);
      setOn(saved.multiRoomBookings);
      setStatus(intl.formatMessage(m.saved, { on: String(saved.multiRoomBookings) }));
      onSaved?.(saved);
      refreshAuthState();
    } catch (e) {
      logger.warn('multi-room switch refused', e);
      setOn(!next);
      setError(apiErrorText(intl, e, m.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.logoSection} aria-labelledby="company-multi-room-title">
      <h2 id="company-multi-room-title" className={styles.sectionTitle}>
        {intl.formatMessage(m.title)}
      </h2>
      <Toggle isSelected={on} onChange={(next) => void change(next)}>
        <ToggleSwitch isDisabled={saving}>{intl.formatMessage(m.label)}</ToggleSwitch>
      </Toggle>
      <p className={styles.muted}>{on ? intl.formatMessage(m.on, { max: MAX_HOTEL_ROOMS }) : intl.formatMessage(m.off)}</p>
      {saving || status ? (
        <p role="status" className={styles.success}>
          {saving ? intl.formatMessage(m.saving) : status}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
