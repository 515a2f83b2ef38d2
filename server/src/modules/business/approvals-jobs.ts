/**
 * The approval deadline poller (issue #25 "Deadlines run in the database ... a restart loses no deadline";
 * ARCHITECTURE.md "Deadlines live in a database job table that every server process polls with row locks"). Every
 * server process starts one; each poll claims due jobs from `business_approval_jobs` (approvals-repository.ts
 * claimDueJobs: FOR UPDATE SKIP LOCKED on PostgreSQL, compare-and-set on SQLite) and runs them. Nothing is kept in
 * memory between polls: a process that dies mid-job leaves a claim that lapses after APPROVAL_JOB_CLAIM_MS, and any
 * process takes the job then.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ApprovalsService } from './approvals-service.ts';

/** How often each process polls for due approval jobs, ms (reminders and expiries land within this of their time). */
export const APPROVAL_JOB_POLL_MS = 30_000;

/** A started poller. */
export interface ApprovalJobRunner {
  /** Stops polling and waits for a poll in progress to finish. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts polling: a first poll right away (deadlines that passed while every process was down run at once), then one
 * every `intervalMs`. Polls never overlap; a failed poll is logged and the next one runs as planned. The timer is
 * unref'd, so it never keeps a process alive.
 * @param service the approvals service (its runDueJobs does the work)
 * @param opts.intervalMs poll interval, ms (default {@link APPROVAL_JOB_POLL_MS})
 */
export function startApprovalJobRunner(service: Pick<ApprovalsService, 'runDueJobs'>, opts: { log: FastifyBaseLogger; intervalMs?: number }): ApprovalJobRunner {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const poll = () => {
    if (stopped) return;
    running = (async () => {
      try {
        // Keep going while a batch found jobs, so a backlog after a restart drains in one poll (failed jobs stay claimed
        // until their claim lapses, so they do not come back in the same poll).
        while (!stopped && (await service.runDueJobs()) > 0) { /* next batch */ }
      } catch (err) {
        opts.log.error({ err }, 'approvals: a deadline poll failed; the next poll retries');
      }
    })();
    void running.then(() => {
      if (!stopped) {
        timer = setTimeout(poll, opts.intervalMs ?? APPROVAL_JOB_POLL_MS);
        timer.unref();
      }
    });
  };
  poll();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
