/** Lazy importer of the payment methods page module (route `/business/payment-options`, settings/paths.ts). */
export const paymentMethodsRouteModule = () => import('./payment-methods-page.tsx');
