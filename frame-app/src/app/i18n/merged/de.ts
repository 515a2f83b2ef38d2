/** The German catalogue: every part file of `catalogs/de/` merged; catalogues.ts imports this module when German is first shown. */
import type { Catalogue } from '../catalogues.ts';

const parts = import.meta.glob<Catalogue>('../catalogs/de/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(parts)) as Catalogue;
