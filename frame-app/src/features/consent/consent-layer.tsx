/**
 * The consent surface that shows now, placed at the bottom of the part of the frame the visitor sees (issue #13;
 * chrome-and-consent §2, §4 "Which cookie UI shows", §9 sizes). Loaded lazily by the consent root only when a surface
 * is due, so the first page's script carries none of the consent UI (or react-aria) for visitors who need none.
 */
import type { CookieCategoryKey, CookiesDataProviderReply } from '@travel/contract';
import { useVisibleRegionStyle } from '../../ui/index.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { AcknowledgementDialog, CookieNotice } from './privacy-notices.tsx';
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

/** Renders the surface of `ui` in a fixed, click-through layer over the visible region. */
export default function ConsentLayer({ ui, provider, savingAcknowledgement, onAcknowledge, onDeclineTwoParty, onAccept, onReject, onCloseNotice }: ConsentLayerProps) {
  const regionStyle = useVisibleRegionStyle();
  let surface;
  if (ui === 'two-party' || ui === 'data-transfer') {
    surface = <AcknowledgementDialog kind={ui} policyUrl={provider.policyUrl} onAccept={() => onAcknowledge(ui)} onDecline={onDeclineTwoParty} isSaving={savingAcknowledgement} />;
  } else if (ui === 'banner') {
    surface = <CookieBanner mode="banner" initialSelection={['strictlyNecessary']} onAccept={onAccept} onReject={onReject} />;
  } else {
    surface = <CookieNotice policyUrl={provider.policyUrl} onClose={onCloseNotice} />;
  }
  return (
    <div className={styles.layer} style={regionStyle}>
      {surface}
    </div>
  );
}
