/**
 * The frame of the business pages that stand on their own, outside the admin hub (/business/verify, /business/join;
 * issue #24): one section named by its h1, and the text styles they share ({@link standaloneText}).
 */
import { useId, type ReactNode } from 'react';
import styles from './standalone-page.module.css';

/** Text styles of the standalone pages: `muted`, `error`, `notice` (class names). */
export const standaloneText = { muted: styles.muted, error: styles.error, notice: styles.notice } as const;

/** A standalone business page: `title` as its h1 (naming the section), then `children`. */
export function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
