/**
 * The host end of the bridge's transport: speaks penpal v7's wire protocol (the frame side is penpal v7's
 * `connect` + `WindowMessenger`, frame-app/src/bridge/bridge.ts) with only what the host SDK uses, so the
 * one-file IIFE fits its 6 KB gzip budget (issue #23): penpal itself is about 2.9 KB gzip of it, most of it for
 * what the host never needs (penpal v6 compatibility, transferable replies, call timeouts, nested method paths,
 * workers). Spec: core-and-business §7 (embedded-frame messages).
 *
 * Protocol (penpal 7.x, `namespace: 'penpal'`, no channel):
 *   1. each side posts `SYN { participantId }` to the other window; on a new participant id it posts its SYN
 *      again, and the side with the greater id (string order) posts `ACK1 { methodPaths }`;
 *   2. the other side answers `ACK2`, transferring one end of a new MessageChannel; both are now connected;
 *   3. calls travel on that port: `CALL { id, methodPath, args }` answered by `REPLY { callId, value }` or
 *      `REPLY { callId, isError: true, value, isSerializedErrorInstance? }`; `DESTROY` ends the connection.
 * bridge-link.test.ts connects this module to the real penpal child, in both handshake roles.
 */

/** The frame's side of the bridge, once connected: its one method (contract `BRIDGE_METHOD`). */
export interface FrameRemote {
  /** Calls the frame's `receive(message)`; resolves with its reply, rejects with its error or a transport failure. */
  receive(message: unknown): Promise<unknown>;
}

/** One connection attempt to one frame document (a reload needs a new one). */
export interface BridgeLink {
  /** Resolves when the handshake completes; stays pending when the frame never answers, or after destroy. */
  promise: Promise<FrameRemote>;
  /** Tells the frame (when connected), stops listening, closes the port and rejects calls in flight. Idempotent. */
  destroy(): void;
}

type PenpalMessage = Record<string, unknown> & { type?: unknown };

const NAMESPACE = 'penpal';
/** The host's one method (contract `BRIDGE_METHOD`; the frame calls it with every frame -> host message). */
const METHOD = 'receive';

/**
 * Connects to the penpal v7 child in `remoteWindow`, accepting messages only from `origin` (the exact frame
 * origin) and posting only to it. `receive` answers the frame's calls (its return value, awaited, is the reply;
 * a throw is replied as an error). `log`, when given, gets every protocol message in and out.
 * Never throws; listens on `win` (the host page's window).
 */
export function linkBridge(
  win: Window,
  remoteWindow: Window,
  origin: string,
  receive: (message: unknown) => unknown,
  log?: (...args: unknown[]) => void,
): BridgeLink {
  const self = Math.random().toString(16).slice(2);
  const calls = new Map<number, [resolve: (value: unknown) => void, reject: (error: unknown) => void]>();
  let remoteId: unknown;
  let port: MessagePort | undefined;
  let callId = 0;
  let destroyed = false;
  let connect!: (remote: FrameRemote) => void;
  const promise = new Promise<FrameRemote>((resolve) => (connect = resolve));

  const post = (message: PenpalMessage, transfer: Transferable[] = []): void => {
    log?.('sent', message);
    if (message.type === 'SYN' || message.type === 'ACK1' || message.type === 'ACK2') remoteWindow.postMessage(message, { targetOrigin: origin, transfer });
    else port!.postMessage(message);
  };
  const reply = (id: unknown, fields: PenpalMessage): void => post({ namespace: NAMESPACE, type: 'REPLY', callId: id, ...fields });

  /** A message that came through the port (calls, replies, destroy). */
  const onPortMessage = async ({ data: m }: MessageEvent<PenpalMessage>): Promise<void> => {
    if (destroyed || m?.namespace !== NAMESPACE) return;
    log?.('received', m);
    if (m.type === 'CALL') {
      const path = String(m.methodPath);
      try {
        if (path !== METHOD) throw Object.assign(new Error(`Method \`${path}\` is not found.`), { penpalCode: 'METHOD_NOT_FOUND' });
        const value = await receive((m.args as unknown[])[0]);
        if (!destroyed) reply(m.id, { value });
      } catch (error) {
        const { name, message, stack, penpalCode } = error as Error & { penpalCode?: string };
        if (!destroyed) reply(m.id, { isError: true, value: { name, message, stack, penpalCode }, isSerializedErrorInstance: true });
      }
    } else if (m.type === 'REPLY') {
      const call = calls.get(m.callId as number);
      calls.delete(m.callId as number);
      // A serialized Error keeps its name, message, stack and penpal code.
      if (!m.isError) call?.[0](m.value);
      else call?.[1](m.isSerializedErrorInstance ? Object.assign(new Error(), m.value) : m.value);
    } else if (m.type === 'DESTROY') stop();
  };

  const open = (p: MessagePort): void => {
    port = p;
    p.addEventListener('message', onPortMessage as (event: MessageEvent) => void);
    p.start();
    connect({
      receive: (message) =>
        new Promise((resolve, reject) => {
          if (destroyed) throw new Error('Bridge destroyed');
          // A message that cannot be cloned throws here (DataCloneError), which rejects the call.
          post({ namespace: NAMESPACE, type: 'CALL', id: ++callId, methodPath: [METHOD], args: [message] });
          calls.set(callId, [resolve, reject]);
        }),
    });
  };

  /** Handshake messages come through the window, from the frame's window and origin only. */
  const onWindowMessage = ({ source, origin: from, data: m, ports }: MessageEvent<PenpalMessage>): void => {
    if (source !== remoteWindow || from !== origin || m?.namespace !== NAMESPACE || m.channel !== undefined || port) return;
    log?.('received', m);
    if (m.type === 'SYN' && m.participantId !== remoteId) {
      remoteId = m.participantId;
      post({ namespace: NAMESPACE, type: 'SYN', participantId: self });
      if (self > String(remoteId)) post({ namespace: NAMESPACE, type: 'ACK1', methodPaths: [[METHOD]] });
    } else if (m.type === 'ACK1') {
      const channel = new MessageChannel();
      post({ namespace: NAMESPACE, type: 'ACK2' }, [channel.port2]);
      open(channel.port1);
    } else if (m.type === 'ACK2' && ports[0]) open(ports[0]);
  };

  function stop(): void {
    destroyed = true;
    win.removeEventListener('message', onWindowMessage);
    port?.close();
    for (const [, reject] of calls.values()) reject(new Error('Bridge destroyed'));
    calls.clear();
  }

  win.addEventListener('message', onWindowMessage);
  post({ namespace: NAMESPACE, type: 'SYN', participantId: self });
  return {
    promise,
    destroy() {
      if (destroyed) return;
      try {
        if (port) post({ namespace: NAMESPACE, type: 'DESTROY' });
      } catch {
        // the frame is gone: nothing to tell
      }
      stop();
    },
  };
}
