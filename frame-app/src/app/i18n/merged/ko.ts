/** The Korean catalogue: every part file of `catalogs/ko/` merged; catalogues.ts imports this module when Korean is first shown. */
import type { Catalogue } from '../catalogues.ts';

const parts = import.meta.glob<Catalogue>('../catalogs/ko/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(parts)) as Catalogue;
