import { Histogram, type Registry } from 'prom-client';

/** What a machine sends that statistics count: gate passes, and morning or afternoon checks. */
export type IngestedKind = 'attendance' | 'healthCheck';

const KIND_LABEL: Record<IngestedKind, string> = { attendance: 'attendance', healthCheck: 'health_check' };

/** From half a second (a gate online) to three days (a machine that was offline over a weekend). */
const LAG_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600, 10_800, 43_200, 86_400, 259_200];

/** How the areas tell the metrics that a machine's events are committed (and so counted). */
export interface IngestionMetrics {
  /** `eventTimes`: each newly stored event's own time (not duplicates); `committedAt`: when its statement committed. */
  committed(kind: IngestedKind, eventTimes: readonly Date[], committedAt?: Date): void;
}

export function ingestionLag(registry: Registry): IngestionMetrics {
  const lag = new Histogram({
    name: 'kg_ingestion_lag_seconds',
    help:
      "Seconds from a machine's event (its own timestamp: a gate pass, a health check) to the commit that stores it, " +
      'after which statistics count it (they are computed from committed events when asked for). One observation per ' +
      "newly stored event; a machine's clock ahead of the server's counts as 0. Large values: a machine that was offline or queues its uploads.",
    labelNames: ['kind'],
    buckets: LAG_BUCKETS,
    registers: [registry],
  });
  return {
    committed(kind, eventTimes, committedAt = new Date()) {
      const child = lag.labels(KIND_LABEL[kind]);
      for (const at of eventTimes) child.observe(Math.max(0, (committedAt.getTime() - at.getTime()) / 1000));
    },
  };
}
