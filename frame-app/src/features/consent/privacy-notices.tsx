/**
 * The other consent surfaces (issue #13; chrome-and-consent §2 "Other consent surfaces", §4 "Data-transfer
 * disclaimer", "Two-party consent", §9 compact width 324): the cookie notice message (close icon and a link), the
 * data-transfer disclaimer and the two-party consent (header, two body lines with the terms and privacy links, one
 * accept button). They are non-modal: the page stays usable behind them.
 *
 * The two-party consent also has a decline button (issue #22): Korea's PIPA lets a visitor refuse consent to giving
 * personal data to a third party, so "I agree" alone is no choice. Declining is recorded like agreeing (the dialog does
 * not come back for this policy version) and nothing non-essential runs afterwards (state/consent-status.ts).
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import { Link } from '../../ui/router-link.tsx';
import { Button } from '../../ui/index.ts';
import { consentBannerMessages as m } from './messages.ts';
import styles from './consent.module.css';
import { cookieNoticeClasses as notice } from './cookie-notice-slot.tsx';

/** Terms of use page (the footer's "Terms of use"). */
const TERMS_URL = '/actual-terms-of-use';

/** An in-frame link (router path) for a path, a new tab for an absolute URL. */
function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <Link to={href} className={styles.inlineLink}>{children}</Link>;
  return <a href={href} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>{children}</a>;
}

const linkTo = (href: string) => (chunks: ReactNode[]) => <PolicyLink href={href}>{chunks}</PolicyLink>;

/** Props of {@link AcknowledgementDialog}. */
export interface AcknowledgementDialogProps {
  kind: 'data-transfer' | 'two-party';
  /** The privacy policy page (cookie data provider policyUrl). */
  policyUrl: string;
  /** The accept button was pressed. */
  onAccept(): void;
  /** The two-party consent's decline button was pressed (the data-transfer disclaimer has none). */
  onDecline?(): void;
  /** True while the acceptance is being saved (the button is disabled). */
  isSaving?: boolean;
}

/**
 * The data-transfer disclaimer or the two-party consent: header, terms line, privacy line, the accept button and, for
 * the two-party consent with `onDecline`, a decline button beside it.
 */
export function AcknowledgementDialog({ kind, policyUrl, onAccept, onDecline, isSaving = false }: AcknowledgementDialogProps) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  const texts = kind === 'two-party'
    ? { title: m.twoPartyTitle, terms: m.twoPartyTerms, privacy: m.twoPartyPrivacy, accept: m.twoPartyAccept }
    : { title: m.disclaimerTitle, terms: m.disclaimerTerms, privacy: m.disclaimerPrivacy, accept: m.disclaimerAccept };
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={titleId} className={kind === 'data-transfer' ? styles.disclaimer : styles.banner}>
      <h2 id={titleId} className={styles.title}>{t(texts.title)}</h2>
      <p className={styles.text}>{t(texts.terms, { link: linkTo(TERMS_URL) })}</p>
      <p className={styles.text}>{t(texts.privacy, { link: linkTo(policyUrl) })}</p>
      <div className={styles.actions}>
        {kind === 'two-party' && onDecline && <Button variant="secondary" onPress={onDecline} isDisabled={isSaving}>{t(m.twoPartyDecline)}</Button>}
        <Button onPress={onAccept} isDisabled={isSaving}>{t(texts.accept)}</Button>
      </div>
    </section>
  );
}

/** Props of {@link CookieNotice}. */
export interface CookieNoticeProps {
  policyUrl: string;
  onClose(): void;
}

/**
 * The cookie notice message: a line, the cookie policy link and a close icon, in the classes its first-page stand-in
 * shares (cookie-notice-slot.tsx), so its arrival in the row moves nothing (issue #23).
 */
export function CookieNotice({ policyUrl, onClose }: CookieNoticeProps) {
  const t = useIntl().formatMessage;
  return (
    <section role="region" aria-label={t(m.noticeLabel)} className={notice.notice}>
      <p className={notice.text}>
        {t(m.noticeText)}{' '}
        <PolicyLink href={policyUrl}>{t(m.noticeLink)}</PolicyLink>
      </p>
      <AriaButton className={notice.close} aria-label={t(m.noticeClose)} onPress={onClose}>
        <span aria-hidden="true">×</span>
      </AriaButton>
    </section>
  );
}
