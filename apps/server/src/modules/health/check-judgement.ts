import type { AbnormalKind } from '@kg/domain';

export interface Thresholds {
  fever: number;
  highFever: number;
  low: number;
}

export interface Findings {
  temperature: number | null;
  hand: string;
  mouth: string;
  trauma: string;
  nails: string;
}

/**
 * Why a check is abnormal: its temperature (tenths of a degree) against the kindergarten's
 * thresholds, and every finding that is not the healthy one. High fever implies fever.
 */
export function abnormalReasons(f: Findings, t: Thresholds): AbnormalKind[] {
  const reasons: AbnormalKind[] = [];
  if (f.temperature !== null) {
    if (f.temperature >= t.fever) reasons.push('fever');
    if (f.temperature >= t.highFever) reasons.push('highFever');
    if (f.temperature < t.low) reasons.push('lowTemperature');
  }
  if (f.hand !== 'normal') reasons.push('hand');
  if (f.mouth !== 'normal') reasons.push('mouth');
  if (f.trauma !== 'none') reasons.push('trauma');
  if (f.nails !== 'clean') reasons.push('nails');
  return reasons;
}

/** A machine's check needs a teacher when it is abnormal or the machine was unsure. */
export function reviewOf(reasons: AbnormalKind[], unclear: boolean): 'auto' | 'pending' {
  return reasons.length > 0 || unclear ? 'pending' : 'auto';
}
