import { z } from 'zod';

/**
 * Days before a kindergarten's platform service ends from which it is shown as ending: a notice on its
 * staff's home, and a list on its agent's and operations' kindergartens screen (the first of the renewal
 * reminders' thresholds, 30, 7 and 1 days). Apart from kigHome's answer: the kindergartens screen loads
 * this, not the home's schemas.
 */
export const SERVICE_ENDING_DAYS = 30;

/** A platform service ending within SERVICE_ENDING_DAYS: its last day, and the days left on the kindergarten's own clock (0: today is its last day). */
export const serviceEndingSchema = z.object({ endDate: z.string(), daysLeft: z.number().int() });
export type ServiceEnding = z.infer<typeof serviceEndingSchema>;
