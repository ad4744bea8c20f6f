import type { GrowthProgress } from '@kg/domain';

/** How often the progress is asked while reports are being written. */
export const GROWTH_POLL_MS = 2000;

/** A value that travels in tenths (a temperature, a five-point eye chart value, cm, kg) with one decimal: 368 is '36.8'. */
export function tenths(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? (value / 10).toFixed(1) : '-';
}

/** The progress bar's percentage: reports finished (written or failed) over all reports of the term. */
export function progressPercent(progress: Pick<GrowthProgress, 'total' | 'generated' | 'failed'> | undefined): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.floor(((progress.generated + progress.failed) / progress.total) * 100));
}

/** Whether the progress is still to be asked again (something is being written). */
export function stillGenerating(progress: Pick<GrowthProgress, 'generating'> | undefined): boolean {
  return (progress?.generating ?? 0) > 0;
}

/** What the generate call asks: the chosen class, else the whole kindergarten. */
export function generateBody(input: { kigId?: string; termId: string; classId?: string | null }) {
  return { kigId: input.kigId, termId: input.termId, ...(input.classId ? { classId: input.classId } : {}) };
}

/**
 * The term a report page opens on: the one today falls in, else the latest that has begun, else the
 * first listed (a kindergarten that has set up next term's calendar still lands on this one).
 */
export function defaultTerm(terms: readonly { id: string; beginDate: string; endDate: string }[], today: string): string | undefined {
  const begun = terms.filter((t) => t.beginDate <= today).sort((a, b) => b.beginDate.localeCompare(a.beginDate));
  return (begun.find((t) => today <= t.endDate) ?? begun[0] ?? terms[0])?.id;
}
