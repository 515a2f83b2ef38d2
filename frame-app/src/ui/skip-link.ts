/**
 * The one skip-link look (WCAG 2.4.1): the chrome's "Skip to main content" and the results page's "Skip to results"
 * (issue #22). A plain class name, no react-aria, so the always-loaded chrome can use it.
 */
import styles from './skip-link.module.css';

/** Class name of a skip link: hidden until focused, then at the top left of its positioned container. */
export const skipLinkClassName: string = styles.skipLink ?? '';
