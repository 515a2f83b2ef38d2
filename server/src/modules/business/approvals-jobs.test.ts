// @vitest-environment node
/** The approval deadline poller (approvals-jobs.ts): polls at once, drains a backlog, survives a failed poll, stops. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startApprovalJobRunner } from './approvals-jobs.ts';

const error = vi.fn();
const log = { error } as unknown as FastifyBaseLogger;
afterEach(() => {
  vi.useRealTimers();
});

describe('startApprovalJobRunner', () => {
  it('polls at once and drains a backlog in one poll, then waits for the interval', async () => {
    vi.useFakeTimers();
    const batches = [25, 25, 3, 0];
    const runDueJobs = vi.fn(async () => batches.shift() ?? 0);
    const runner = startApprovalJobRunner({ runDueJobs }, { log, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(runDueJobs).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(999);
    expect(runDueJobs).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(runDueJobs).toHaveBeenCalledTimes(5);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runDueJobs).toHaveBeenCalledTimes(5);
  });

  it('a failed poll is logged and the next one still runs', async () => {
    vi.useFakeTimers();
    const runDueJobs = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0);
    error.mockClear();
    const runner = startApprovalJobRunner({ runDueJobs }, { log, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runDueJobs).toHaveBeenCalledTimes(2);
    await runner.stop();
  });
});
