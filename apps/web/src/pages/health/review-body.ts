import { type checkReviewSchema, healthCheckEntity } from '@kg/domain';
import type { z } from 'zod';
import type { ResourceRecord } from '../../api/resource-api';
import { fromStored, toStored } from '../../components/resource/scaled';

type CheckReview = z.input<typeof checkReviewSchema>;

export const TEMPERATURE = healthCheckEntity.fields.temperature;
export const TEMPERATURE_SCALE = TEMPERATURE.scale;

/** What the review form holds: the temperature in °C (one decimal), the findings and a note. */
export interface ReviewValues {
  temperature: number | null;
  hand: string;
  mouth: string;
  trauma: string;
  nails: string;
  note: string;
}

/** The review form's values from a check (its current findings; the temperature in °C). */
export function initialValues(record: ResourceRecord): ReviewValues {
  return {
    temperature: typeof record.temperature === 'number' ? fromStored(record.temperature, TEMPERATURE_SCALE) : null,
    hand: String(record.hand ?? 'normal'),
    mouth: String(record.mouth ?? 'normal'),
    trauma: String(record.trauma ?? 'none'),
    nails: String(record.nails ?? 'clean'),
    note: typeof record.reviewNote === 'string' ? record.reviewNote : '',
  };
}

/**
 * The review call's body: every finding (unchanged ones make the check 'confirmed'), the temperature
 * in tenths (left out when not measured), and the note (a cleared note is sent blank, so it clears).
 */
export function reviewBody(check: { id: string; updatedAt?: unknown }, values: ReviewValues): CheckReview {
  return {
    id: check.id,
    // The version reviewed: a check changed meanwhile (another review) is refused with a 409.
    updatedAt: String(check.updatedAt ?? ''),
    ...(typeof values.temperature === 'number' ? { temperature: toStored(values.temperature, TEMPERATURE_SCALE) } : {}),
    hand: values.hand as CheckReview['hand'],
    mouth: values.mouth as CheckReview['mouth'],
    trauma: values.trauma as CheckReview['trauma'],
    nails: values.nails as CheckReview['nails'],
    note: (values.note ?? '').trim(),
  };
}
