/**
 * The consent surface that shows now, placed at the bottom of the part of the frame the visitor sees (issue #13;
 * chrome-and-consent §2, §4 "Which cookie UI shows", §9 sizes). Loaded lazily by the consent root only when a surface
 * is due, so the first page's script carries none of the consent UI (or react-aria) for visitors who need none.
 */
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import type { CookieCategoryKey, CookiesDataProviderReply } from '@travel/contract';
import { useVisibleRegionStyle } from '../../ui/index.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { AcknowledgementDialog, CookieNotice } from './privacy-notices.tsx';
import { cookieNoticeSlotAtom } from './cookie-notice-slot.tsx';
import styles from './consent.module.css';

/** Props of {@link ConsentLayer}. */
export interface ConsentLayerProps {
  ui: 'two-party' | 'data-transfer' | 'banner' | 'message';
  provider: CookiesDataProviderReply;
  /** The two-party consent or the disclaimer is being saved. */
  savingAcknowledgement: boolean;
  onAcknowledge(kind: 'two-party' | 'data-transfer'): void;
  /** The visitor declined the two-party consent (issue #22). */
  onDeclineTwoParty(): void;
  onAccept(categories?: readonly CookieCategoryKey[]): void;
  onReject(): void;
  onCloseNotice(): void;
}

/**
 * Renders the surface of `ui` in a fixed, click-through layer over the visible region; the cookie notice instead in
 * its row in the page (cookie-notice-slot.tsx, issue #22: it covered the results filters), nothing before that row
 * mounted.
 */
export default function ConsentLayer({ ui, provider, savingAcknowledgement, onAcknowledge, onDeclineTwoParty, onAccept, onReject, onCloseNotice }: ConsentLayerProps) {
  const regionStyle = useVisibleRegionStyle();
  const noticeSlot = useAtomValue(cookieNoticeSlotAtom);
  if (ui === 'message') return noticeSlot ? createPortal(<CookieNotice policyUrl={provider.policyUrl} onClose={onCloseNotice} />, noticeSlot) : null;
  let surface;
  if (ui === 'two-party' || ui === 'data-transfer') {
    surface = <AcknowledgementDialog kind={ui} policyUrl={provider.policyUrl} onAccept={() => onAcknowledge(ui)} onDecline={onDeclineTwoParty} isSaving={savingAcknowledgement} />;
  } else {
    surface = <CookieBanner mode="banner" initialSelection={['strictlyNecessary']} onAccept={onAccept} onReject={onReject} />;
  }
  return (
    <div className={styles.layer} style={regionStyle}>
      {surface}
    </div>
  );
}
