/**
 * Account mail (issue #9 "Email": forgot password, magic code and account confirmation send real mail with
 * nodemailer; with no SMTP configured, mail goes to a local outbox in the database that the demo partner page shows).
 *
 * - SMTP configured (`SMTP_URL`): each message is sent with nodemailer from `MAIL_FROM`. Nothing is stored.
 * - No SMTP: each message is written to `mail_outbox` (recipient, subject, plain-text body, time). The outbox is
 *   the development mailbox: it holds the live links and codes, so it is readable over HTTP only when
 *   `MAIL_OUTBOX_HTTP=1` (routes.ts; config.ts says when).
 * - A failure (SMTP refused, database error) never fails the caller's request: {@link MailService.send} logs it
 *   (never the body, which holds links and codes, nor the recipient) and resolves `false`.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { MAIL_OUTBOX_LIST_LIMIT } from './constants.ts';
import { insertOutboxMessage, listOutboxMessages } from './repository.ts';

/** One plain-text message. `kind` names it in logs (e.g. `reset`), never its content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** A message of the outbox as the outbox call returns it. `createdAt` ISO time. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export interface MailService {
  /** `smtp` when messages leave through SMTP, `outbox` when they are written to the outbox table. */
  readonly mode: 'smtp' | 'outbox';
  /**
   * Sends (or stores) one message. Never rejects.
   * @returns true when the message was handed to SMTP or stored; false when that failed (logged at error level)
   */
  send(message: MailMessage): Promise<boolean>;
  /** The newest outbox messages, newest first (at most {@link MAIL_OUTBOX_LIST_LIMIT}); empty in smtp mode. */
  listOutbox(): Promise<OutboxMessage[]>;
}

export interface MailServiceOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** SMTP URL (config `smtpUrl`); unset: outbox mode. */
  smtpUrl?: string | undefined;
  /** From address (config `mailFrom`). */
  from: string;
  /** Clock, epoch ms. */
  now?: () => number;
  /** Replaces the SMTP transport built from `smtpUrl` (tests: a nodemailer stream transport). Implies smtp mode. */
  transport?: Transporter;
}

/** What may be logged of a send failure: its code and SMTP command, never the message or the server's credentials. */
function failureOf(err: unknown): { code?: string; command?: string; name?: string } {
  if (typeof err !== 'object' || err === null) return {};
  const e = err as { code?: unknown; command?: unknown; name?: unknown };
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.command === 'string' ? { command: e.command } : {}),
    ...(typeof e.name === 'string' ? { name: e.name } : {}),
  };
}

/** Creates the mail service (see the module docstring for the two modes). */
export function createMailService(opts: MailServiceOptions): MailService {
  const now = opts.now ?? Date.now;
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
  if (transport) {
    return {
      mode: 'smtp',
      async send(message) {
        try {
          await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text });
          opts.log.info({ mail: message.kind }, 'mail sent');
          return true;
        } catch (err) {
          opts.log.error({ mail: message.kind, failure: failureOf(err) }, 'mail could not be sent');
          return false;
        }
      },
      async listOutbox() {
        return [];
      },
    };
  }
  return {
    mode: 'outbox',
    async send(message) {
      try {
        await insertOutboxMessage(opts.db, { recipient: message.to, subject: message.subject, body_text: message.text, created_at: new Date(now()).toISOString() });
        opts.log.info({ mail: message.kind }, 'mail written to the outbox (no SMTP_URL)');
        return true;
      } catch (err) {
        opts.log.error({ mail: message.kind, failure: failureOf(err) }, 'mail could not be written to the outbox');
        return false;
      }
    },
    async listOutbox() {
      const rows = await listOutboxMessages(opts.db, MAIL_OUTBOX_LIST_LIMIT);
      return rows.map((r) => ({ id: Number(r.id), to: r.recipient, subject: r.subject, text: r.body_text, createdAt: r.created_at }));
    },
  };
}
