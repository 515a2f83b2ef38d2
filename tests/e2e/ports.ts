/** Ports and origins of the end-to-end stack (distinct from `npm start`'s so both can run at once). */
export const PRODUCT_PORT = Number(process.env.E2E_PRODUCT_PORT ?? 8181);
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 5181);
export const ATTACKER_PORT = Number(process.env.E2E_ATTACKER_PORT ?? 5182);
/** The product origin: what partners put in the SDK's frameOrigin. */
export const PRODUCT_ORIGIN = `http://localhost:${PRODUCT_PORT}`;
/** The demo partner page: a different site from the product (127.0.0.1 vs localhost). */
export const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
/** A page on an origin that no partner allows. */
export const ATTACKER_ORIGIN = `http://127.0.0.1:${ATTACKER_PORT}`;
/** The e2e server's SQLite file (fresh for every run). */
export const E2E_DATABASE_PATH = new URL('../../.tmp/e2e.sqlite', import.meta.url).pathname;
/**
 * OFFER_SIGNING_KEY of the e2e server: fixed, so a journey can sign an edited offer-id payload with
 * `signOfferPayload` (server/src/inventory/offline/offer-ids.ts) to force a price change (issue #6).
 */
export const E2E_OFFER_SIGNING_KEY = 'e2e-offer-signing-key-not-a-secret-0123456789';

/**
 * The same product started by `npm start` with DATABASE_URL on a fresh PostgreSQL database (issue #7):
 * its own product and demo ports, and the file where tests/e2e/postgres-stack.ts writes the database URL.
 */
export const PG_PRODUCT_PORT = Number(process.env.E2E_PG_PRODUCT_PORT ?? 8183);
export const PG_DEMO_PORT = Number(process.env.E2E_PG_DEMO_PORT ?? 5183);
export const PG_PRODUCT_ORIGIN = `http://localhost:${PG_PRODUCT_PORT}`;
export const PG_DEMO_ORIGIN = `http://127.0.0.1:${PG_DEMO_PORT}`;
export const PG_STACK_INFO_PATH = new URL('../../.tmp/e2e-postgres.json', import.meta.url).pathname;
