import { useState } from 'react';
import { FLAG_SIZES_PX } from './constants.ts';
import { flagSrc } from './locale-names.ts';
import styles from './locale-picker.module.css';

/**
 * A country flag (chrome-and-consent §2, §9): `/images/flags/{code}.svg` from the product at 18x12 (`xsmall`) or
 * 21x14 (`small`) px. Decorative (empty alt: the country's name is always next to it). When the image fails to
 * load (or there is no code) a neutral placeholder of the same size shows instead (§2 "Flag image load failure
 * shows a placeholder"); a new code tries again.
 */
export function FlagImage({ code, size }: { code: string | undefined; size: keyof typeof FLAG_SIZES_PX }) {
  const [failedCode, setFailedCode] = useState<string | null>(null);
  const { width, height } = FLAG_SIZES_PX[size];
  if (code === undefined || failedCode === code) {
    return <span className={`${styles.flag} ${styles.flagPlaceholder}`} style={{ width, height }} data-flag-placeholder="" aria-hidden="true" />;
  }
  return <img className={styles.flag} src={flagSrc(code)} width={width} height={height} alt="" onError={() => setFailedCode(code)} />;
}
