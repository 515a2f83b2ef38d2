/**
 * Test fixture process for crash tests (issue #6 finding 2, issue #7 "a process killed mid-booking"):
 * a real server on the database named by DATABASE_URL / DATABASE_PATH, listening on a free loopback port,
 * whose booking stops at the fault point named by CRASH_AT (`booking.after-charge` or
 * `booking.after-supplier`): it prints `FAULT <point> <reference>` and waits there forever, so the
 * test can kill it with SIGKILL at exactly that point. Prints `LISTENING <url>` once up.
 * Never used in production: only tests start this file.
 */
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/main.ts';
import type { BookingFaultPoint } from '../src/modules/booking/service.ts';

const crashAt = process.env.CRASH_AT as BookingFaultPoint | undefined;
const config = { ...loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', MIGRATE_ON_START: '0' }) };
const { url } = await startServer(config, {
  bookingFault: async (point, info) => {
    if (point !== crashAt) return;
    process.stdout.write(`FAULT ${point} ${info.reference}\n`);
    await new Promise<never>(() => undefined);
  },
});
process.stdout.write(`LISTENING ${url.replace('localhost', '127.0.0.1')}\n`);
