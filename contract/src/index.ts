/** The contract: zod schemas and inferred types shared by host SDK, frame app and server. */
export * from './errors.ts';
export * from './business.ts';
export * from './locale.ts';
export * from './auth.ts';
export * from './brand.ts';
export * from './partner.ts';
export * from './flights.ts';
export * from './metrics.ts';
export * from './session.ts';
export * from './bridge.ts';
