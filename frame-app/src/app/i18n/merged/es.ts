/** The Spanish catalogue: every part file of `catalogs/es/` merged; catalogues.ts imports this module when Spanish is first shown. */
import type { Catalogue } from '../catalogues.ts';

const parts = import.meta.glob<Catalogue>('../catalogs/es/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(parts)) as Catalogue;
