/** App-wide state (jotai atoms) and the logger. Spec: core-and-business §3, §7. */
export { bootstrapAtom, basenameAtom, basenameFor, readBootstrap } from './bootstrap.ts';
export { globalStateAtom, formTokenAtom, EMPTY_GLOBAL_STATE } from './global-state.ts';
export type { GlobalState, AnalyticsPageType } from './global-state.ts';
export { localeAtom, toFrameLocale } from './locale.ts';
export type { FrameLocale } from './locale.ts';
export { brandAtom, resolveFrameBrand } from './brand.ts';
export { hostScrollAtom, consentAtom, logLevelAtom, searchSubmitAtom, visibleRegionOf } from './frame-events.ts';
export type { HostScroll, VisibleRegion, ConsentState, SearchSubmitEvent, ResolvedSearchSubmit, SearchSubmitResolution, SearchSubmitResolver } from './frame-events.ts';
export { logger, setLogLevel, getLogLevel, DEFAULT_LOG_LEVEL } from './logger.ts';
export type { Logger } from './logger.ts';
export { createFrameStore } from './store.ts';
export type { FrameStore } from './store.ts';
export { routerContextFor, frameRouteContextOf, loaderCurrency, loaderPath } from './route-context.ts';
export type { FrameRouteContext } from './route-context.ts';
export { FRAME_PARAMS_HISTORY_KEY, FRAME_URL_PARAMS, frameRouteOf, rememberFrameParams, restoreFrameParams } from './frame-params.ts';
export type { FrameParams } from './frame-params.ts';
export { TRIPS_SIGN_IN_CLOSED_KEY, tripsSignInCloseAtom, hasClosedTripsSignIn } from './trips-sign-in.ts';
export type { TripsSignInCloseEvent } from './trips-sign-in.ts';
