/** The German catalogue: every part file of `catalogs/de/` merged; catalogues.ts imports this module when German is first shown. */
/** A catalogue: message id -> translated ICU message (catalogues.ts `Catalogue`, not imported: that module imports this one). */
type Catalogue = Record<string, string>;

const parts = import.meta.glob<Catalogue>('../catalogs/de/*.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(parts)) as Catalogue;
