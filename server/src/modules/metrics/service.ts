/** Frame metrics (core-and-business §7: POST /i/api/affiliate/ui/metrics/v1/{metricType}). */
import type { Kysely } from 'kysely';
import type { MetricBody } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { SessionRecord } from '../session/service.ts';
import { insertMetric } from './repository.ts';

export interface MetricsService {
  /** Stores one metric attributed to the session and its partner (both may be null). */
  record(session: SessionRecord | null, metricType: string, body: MetricBody): Promise<void>;
}

export function createMetricsService(db: Kysely<Database>, now: () => number = Date.now): MetricsService {
  return {
    async record(session, metricType, body) {
      await insertMetric(db, {
        partner_id: session?.partnerId ?? null,
        session_id: session?.id ?? null,
        metric_type: metricType,
        metric_name: body.metricName,
        metric_value: body.metricValue,
        created_at: new Date(now()).toISOString(),
      });
    },
  };
}
