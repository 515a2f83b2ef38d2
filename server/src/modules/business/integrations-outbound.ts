/**
 * Outbound webhook requests of the integrations (issue #26 "Integrations": expense webhooks and Slack incoming
 * webhooks), with the server-side request forgery rules of the brief:
 * - **Production** (PUBLIC_ORIGIN is https on a host that is not loopback, the rule HSTS uses): https only, and the host
 *   must resolve to public addresses only.
 * - **Development and tests** (any other PUBLIC_ORIGIN): the same, except that a host resolving to loopback
 *   (127.0.0.0/8, ::1, `localhost`) is allowed, over http or https; http to anything else is refused.
 * - Refused everywhere: private, link-local (cloud metadata 169.254.169.254), carrier-grade NAT, unspecified,
 *   documentation, benchmarking, multicast and reserved ranges, IPv6 unique-local, link-local and NAT64 addresses
 *   (node:net BlockList checks an IPv4-mapped IPv6 address against the IPv4 rules); user:password in the URL. A URL
 *   naming an IP literal is checked as written; a host name is checked at CONNECT time on every address DNS gave
 *   (the `lookup` hook of the socket), so a name that resolves to a public address when saved and to 10.0.0.1 later
 *   (DNS rebinding) is refused when it matters.
 * - Redirects are not followed (a 3xx is a failed attempt: a redirect could point anywhere). Whole request
 *   {@link OUTBOUND_TIMEOUT_MS}; at most {@link OUTBOUND_RESPONSE_MAX_BYTES} of the answer are read, then dropped.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Whole-request timeout of a webhook attempt, ms (connect, send, first byte and the read of the answer). */
export const OUTBOUND_TIMEOUT_MS = 10_000;
/** Most bytes of an answer read before it is dropped. */
export const OUTBOUND_RESPONSE_MAX_BYTES = 64 * 1024;

/** Where webhooks may go. */
export interface OutboundPolicy {
  /** Development/tests: hosts resolving to loopback are allowed (http or https). Production: false. */
  allowLoopback: boolean;
}

/**
 * The policy for a server whose public origin is `publicOrigin`: production (no loopback) when it is https on a host
 * that is not loopback, else development. Pure.
 */
export function outboundPolicyFor(publicOrigin: string): OutboundPolicy {
  try {
    const url = new URL(publicOrigin);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const loopbackHost = host === 'localhost' || host.endsWith('.localhost') || LOOPBACK.check(host, isIP(host) === 6 ? 'ipv6' : 'ipv4');
    return { allowLoopback: url.protocol !== 'https:' || loopbackHost };
  } catch {
    return { allowLoopback: false };
  }
}

/** An attempt that did not reach an answer, or was refused by the policy; `message` is short and safe to show. */
export class OutboundError extends Error {
  constructor(message: string, readonly refused: boolean) {
    super(message);
    this.name = 'OutboundError';
  }
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv6');

/**
 * Whether a connection to `address` is allowed under `policy`. Loopback only with `allowLoopback`; the blocked
 * ranges never (module docstring). Pure.
 */
export function isAllowedAddress(address: string, policy: OutboundPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(address, type)) return policy.allowLoopback;
  return !BLOCKED.check(address, type);
}

function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Checks a webhook URL before it is stored or used, without DNS: absolute http(s), no credentials, https unless the
 * policy allows loopback and the host is loopback (`localhost`, 127.x, ::1), and an IP literal host must be allowed.
 * @returns null when acceptable, else a short reason ("Use an https:// URL", "Address not allowed", ...)
 */
export function webhookUrlProblem(raw: string, policy: OutboundPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Use an https:// URL';
  if (url.username !== '' || url.password !== '') return 'No user name or password in the URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  if (isIP(host) !== 0 && !isAllowedAddress(host, policy)) return 'Address not allowed';
  if (loopbackName && !policy.allowLoopback) return 'Address not allowed';
  if (url.protocol === 'http:' && !(policy.allowLoopback && (loopbackName || isLoopbackAddress(host)))) return 'Use an https:// URL';
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A socket `lookup` that resolves like dns.lookup and refuses when any address is not allowed (or, over http, not loopback). */
function guardedLookup(policy: OutboundPolicy, httpOnlyLoopback: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      const bad = list.length === 0 || list.some((a) => !isAllowedAddress(a.address, policy) || (httpOnlyLoopback && !isLoopbackAddress(a.address)));
      if (bad) return callback(Object.assign(new Error('Address not allowed'), { code: 'EADDRNOTALLOWED' }), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** What an attempt got back. */
export interface OutboundResponse {
  status: number;
}

/**
 * POSTs `body` (already serialised JSON) to `rawUrl` under `policy`.
 * @param headers extra request headers (signature, delivery id)
 * @returns the answer's status (any status: the caller decides what counts as delivered)
 * @throws OutboundError `refused` true when the policy refuses the URL or the address it resolves to; false for
 *   network failures and timeouts ("Timed out", "Connection refused", "Host not found", ...)
 */
export async function postWebhook(rawUrl: string, body: string, headers: Readonly<Record<string, string>>, policy: OutboundPolicy, timeoutMs = OUTBOUND_TIMEOUT_MS): Promise<OutboundResponse> {
  const problem = webhookUrlProblem(rawUrl, policy);
  if (problem) throw new OutboundError(problem, true);
  const url = new URL(rawUrl);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<OutboundResponse>((resolve, reject) => {
    const req = send(url, {
      method: 'POST',
      signal,
      agent: false,
      lookup: guardedLookup(policy, url.protocol === 'http:'),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString(), 'user-agent': 'travel-integrations/1', ...headers },
    }, (res: IncomingMessage) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > OUTBOUND_RESPONSE_MAX_BYTES) res.destroy();
      });
      const done = () => resolve({ status: res.statusCode ?? 0 });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (signal.aborted) return reject(new OutboundError('Timed out', false));
      if (err.code === 'EADDRNOTALLOWED') return reject(new OutboundError('Address not allowed', true));
      if (err.code === 'ECONNREFUSED') return reject(new OutboundError('Connection refused', false));
      if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return reject(new OutboundError('Host not found', false));
      if (err.code === 'ECONNRESET') return reject(new OutboundError('Connection reset', false));
      return reject(new OutboundError(err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT') ? 'TLS error' : 'Network error', false));
    });
    req.end(body);
  });
}
