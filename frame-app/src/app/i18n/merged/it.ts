/** The Italian catalogue: every part file of `catalogs/it/` merged; catalogues.ts imports this module when Italian is first shown. */
import type { Catalogue } from '../catalogues.ts';

const parts = import.meta.glob<Catalogue>('../catalogs/it/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(parts)) as Catalogue;
