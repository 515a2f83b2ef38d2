/** The Japanese catalogue: every part file of `catalogs/ja/` merged; catalogues.ts imports this module when Japanese is first shown. */
import type { Catalogue } from '../catalogues.ts';

const parts = import.meta.glob<Catalogue>('../catalogs/ja/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(parts)) as Catalogue;
