/**
 * The contract's types that the host SDK's public declarations use, re-exported from the files that define them.
 * host-sdk/tsconfig.build.json maps `@travel/contract` here for the declaration bundle only (scripts/build.ts,
 * dts-bundle-generator); the SDK's sources and its JavaScript build keep importing the whole `@travel/contract`.
 *
 * Why (issue #23, the test suite's time): through the whole contract barrel the bundler walked every contract module
 * and every zod declaration file, 40 s of CPU for each build of the package (`npm run build` and
 * host-sdk/src/built-package.test.ts each build it); through this surface it takes about 5 s and writes the same
 * types. A type the SDK starts to import from `@travel/contract` that is missing here fails the declaration build
 * with "has no exported member": add it here, from its defining file.
 */
export type { AjaxResult, BRIDGE_METHOD, BridgeReply, IncomingMessage, LogLevel, OutgoingAction, OutgoingMessage, OutgoingMessageOf, SearchSubmit } from '../../contract/src/bridge.ts';
export type { BrandId } from '../../contract/src/brand.ts';
export type { ApiError, ErrorCode } from '../../contract/src/errors.ts';
export type { LogoPresentation, LogoVariant } from '../../contract/src/logo.ts';
export type { HttpMethod } from '../../contract/src/partner.ts';
