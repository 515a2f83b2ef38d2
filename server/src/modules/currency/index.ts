/** The currency module's public face for code outside it (the inventory, other modules). */
export { activeRateTable, convertFromBase, crossRate, hasRate, minorDigits, setActiveRateTable } from './conversion.ts';
export type { RateTable } from './rates.ts';
