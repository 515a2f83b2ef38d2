/** Frame side of the postMessage bridge (core-and-business §7, §9). */
export { startBridge, penpalConnectToHost } from './bridge.ts';
export type { FrameBridge, BridgeOptions, ConnectToHost, HostConnection, NavigationSource } from './bridge.ts';
export { createIncomingHandler } from './incoming.ts';
export type { ReceiveFn, IncomingHandlerDeps } from './incoming.ts';
export { checkRelay } from './relay.ts';
export { startHeightReporter } from './height-reporter.ts';
export { createOutgoingChannel } from './outgoing.ts';
export * from './constants.ts';
