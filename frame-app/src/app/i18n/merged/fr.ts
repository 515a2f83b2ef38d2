/** The French catalogue: every part file of `catalogs/fr/` merged; catalogues.ts imports this module when French is first shown. */
import type { Catalogue } from '../catalogues.ts';

const parts = import.meta.glob<Catalogue>('../catalogs/fr/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(parts)) as Catalogue;
