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
 *      `REPLY { callId, isError: true, value, isSerializedErrorInstance? }`; `DESTROY` ends the connection;
 *   4. a SYN of a new participant (the frame document reloaded itself) starts the handshake again on the same link.
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
  let connect!: (frame: FrameRemote) => void;
  const promise = new Promise<FrameRemote>((resolve) => (connect = resolve));

  /** Posts a handshake message to the frame's window (at the frame origin only). */
  const postWindow = (message: PenpalMessage, transfer: Transferable[] = []): void => {
    log?.('sent', message);
    remoteWindow.postMessage({ namespace: NAMESPACE, ...message }, { targetOrigin: origin, transfer });
  };
  /** Posts a call, reply or destroy on `to` (default: the current port). @throws Error when not connected. */
  const postPort = (message: PenpalMessage, to = port): void => {
    log?.('sent', message);
    if (!to) throw new Error('Bridge not connected');
    to.postMessage({ namespace: NAMESPACE, ...message });
  };

  /** A message that came through port `from` (calls, replies, destroy). */
  const onPortMessage = async ({ data: m }: MessageEvent<PenpalMessage>, from: MessagePort): Promise<void> => {
    if (destroyed || m?.namespace !== NAMESPACE) return;
    log?.('received', m);
    if (m.type === 'CALL') {
      const path = String(m.methodPath);
      let reply: PenpalMessage;
      try {
        if (path !== METHOD) throw Object.assign(new Error(`Method \`${path}\` is not found.`), { penpalCode: 'METHOD_NOT_FOUND' });
        reply = { value: await receive((m.args as unknown[])[0]) };
      } catch (error) {
        const { name, message, stack, penpalCode } = error as Error & { penpalCode?: string };
        reply = { isError: true, value: { name, message, stack, penpalCode }, isSerializedErrorInstance: true };
      }
      // Answered on the port the call came from (a closed one drops it: that frame document is gone).
      if (!destroyed) postPort({ type: 'REPLY', callId: m.id, ...reply }, from);
    } else if (m.type === 'REPLY') {
      const call = calls.get(m.callId as number);
      calls.delete(m.callId as number);
      // A serialized Error keeps its name, message, stack and penpal code.
      if (!m.isError) call?.[0](m.value);
      else call?.[1](m.isSerializedErrorInstance ? Object.assign(new Error(), m.value) : m.value);
    } else if (m.type === 'DESTROY') stop();
  };

  /** The frame's side; calls go through the current port. */
  const remote: FrameRemote = {
    receive: (message) =>
      new Promise((resolve, reject) => {
        if (destroyed) throw new Error('Bridge destroyed');
        // Not connected, or a message that cannot be cloned (DataCloneError): throws here, which rejects the call.
        postPort({ type: 'CALL', id: ++callId, methodPath: [METHOD], args: [message] });
        calls.set(callId, [resolve, reject]);
      }),
  };

  const open = (p: MessagePort): void => {
    port = p;
    p.addEventListener('message', (event) => void onPortMessage(event as MessageEvent<PenpalMessage>, p));
    p.start();
    connect(remote);
  };

  /** Closes the port and rejects the calls in flight (their replies can no longer come). */
  const close = (reason: string): void => {
    port?.close();
    port = undefined;
    for (const [, reject] of calls.values()) reject(new Error(reason));
    calls.clear();
  };

  /**
   * Handshake messages come through the window, from the frame's window and origin only. A SYN of a new
   * participant while connected is the frame's new document (it reloaded itself, e.g. after sign-out): like
   * penpal, the same link shakes hands again and carries on over the new port (`promise` stays resolved).
   */
  const onWindowMessage = ({ source, origin: from, data: m, ports }: MessageEvent<PenpalMessage>): void => {
    if (source !== remoteWindow || from !== origin || m?.namespace !== NAMESPACE || m.channel !== undefined) return;
    log?.('received', m);
    if (m.type === 'SYN' && m.participantId !== remoteId) {
      close('Frame reloaded');
      remoteId = m.participantId;
      postWindow({ type: 'SYN', participantId: self });
      if (self > String(remoteId)) postWindow({ type: 'ACK1', methodPaths: [[METHOD]] });
    } else if (port) {
      // connected: a late or repeated handshake message
    } else if (m.type === 'ACK1') {
      const channel = new MessageChannel();
      postWindow({ type: 'ACK2' }, [channel.port2]);
      open(channel.port1);
    } else if (m.type === 'ACK2' && ports[0]) open(ports[0]);
  };

  function stop(): void {
    destroyed = true;
    win.removeEventListener('message', onWindowMessage);
    close('Bridge destroyed');
  }

  win.addEventListener('message', onWindowMessage);
  postWindow({ type: 'SYN', participantId: self });
  return {
    promise,
    destroy() {
      if (destroyed) return;
      try {
        if (port) postPort({ type: 'DESTROY' });
      } catch {
        // the frame is gone: nothing to tell
      }
      stop();
    },
  };
}
