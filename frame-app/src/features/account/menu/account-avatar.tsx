/**
 * What the header's account control shows for a signed-in account (account-business-header-and-trips §2 "Header",
 * §5 phone-number avatar): an avatar with the first letter of the name, or a phone icon when the name is a phone
 * number (starts with '+'), and the name cut with an ellipsis. Used by the account menu's trigger and by the
 * stand-in the header shows while the menu's code loads, so both look the same. Plain elements (no react-aria).
 */
import styles from './account-avatar.module.css';

/** The avatar: the first letter, or a phone icon for a phone-number account name (§5). Hidden from assistive tech. */
export function AccountAvatar({ label }: { label: string }) {
  return (
    <span aria-hidden="true" className={styles.avatar}>
      {label.startsWith('+') ? '☎' : (label[0] ?? '?').toUpperCase()}
    </span>
  );
}

/** Class for the header's account button: slimmer on the narrowest frames (account-avatar.module.css). */
export const ACCOUNT_TRIGGER_CLASS = styles.trigger ?? '';

/** Avatar and name, the content of the header's account button. */
export function AccountBadge({ label }: { label: string }) {
  return (
    <>
      <AccountAvatar label={label} />
      <span className={styles.name}>{label}</span>
    </>
  );
}
