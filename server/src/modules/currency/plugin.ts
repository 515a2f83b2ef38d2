/** What app.ts registers: the currency routes and the service they call. */
export { currencyRoutes } from './routes.ts';
export { createCurrencyService } from './service.ts';
