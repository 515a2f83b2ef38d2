/**
 * The integrations' delivery poller (issue #26 "retried from a database queue"; ARCHITECTURE.md "Deadlines (...
 * webhooks) live in a database job table that every server process polls with row locks"). The pattern of
 * approvals-jobs.ts: every process starts one; each poll claims due deliveries (integrations-repository.ts
 * claimDueDeliveries) and attempts them; nothing is kept in memory between polls, so a process that dies mid-attempt
 * leaves a claim that lapses after DELIVERY_CLAIM_MS and any process takes the delivery then.
 *
 * {@link DeliveryRunner.nudge} polls at once (after a trip is sent or a Slack test queued in this process), so a
 * healthy receiver gets the first attempt within moments rather than at the next poll; it is only a hint: a process
 * that dies before the nudge leaves the delivery to the next poll of any process.
 */
import type { FastifyBaseLogger } from 'fastify';

/** How often each process polls for due deliveries, ms (retries land within this of their time). */
export const INTEGRATION_POLL_MS = 10_000;

/** A started poller. */
export interface DeliveryRunner {
  /** Polls as soon as the current poll (if any) ends. */
  nudge(): void;
  /** Stops polling and waits for a poll in progress to finish. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts polling: a first poll right away, then one every `intervalMs`; polls never overlap; a failed poll is logged
 * and the next one runs as planned. The timer is unref'd (never keeps a process alive).
 * @param service its runDueDeliveries does the work (returns how many it attempted; a batch > 0 polls again at once)
 */
export function startDeliveryRunner(service: { runDueDeliveries(): Promise<number> }, opts: { log: FastifyBaseLogger; intervalMs?: number }): DeliveryRunner {
  let stopped = false;
  let polling = false;
  let again = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(poll, ms);
    timer.unref();
  };
  function poll(): void {
    if (stopped) return;
    if (polling) {
      again = true;
      return;
    }
    polling = true;
    running = (async () => {
      try {
        while (!stopped && (await service.runDueDeliveries()) > 0) { /* next batch */ }
      } catch (err) {
        opts.log.error({ err }, 'integrations: a delivery poll failed; the next poll retries');
      } finally {
        polling = false;
      }
    })();
    void running.then(() => {
      if (again) {
        again = false;
        schedule(0);
      } else schedule(opts.intervalMs ?? INTEGRATION_POLL_MS);
    });
  }
  poll();
  return {
    nudge() {
      if (stopped) return;
      if (polling) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
