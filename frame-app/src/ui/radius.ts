/** Radius sizes of the kit's surfaces (chrome-and-consent §9). */
import styles from './radius.module.css';
import type { RadiusSize } from './constants.ts';

/**
 * Class setting `--ui-radius` on an element: `default` is the brand's radius (`--brand-radius`), `medium` 1.5x,
 * `large` 2x, `xlarge` 3x. The kit's surfaces (popover, alert banner, bottom sheet) use `var(--ui-radius)`.
 */
export function radiusClassName(size: RadiusSize = 'default'): string {
  return styles[size] ?? '';
}
