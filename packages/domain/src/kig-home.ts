import { z } from 'zod';
import { MEALS } from './entities/school/meals.js';
import { homeFigureSchema, homeLinkSchema } from './home.js';
import { serviceEndingSchema } from './service-ending.js';

/**
 * kigHome (GET /sys/home/kig): a kindergarten's day at a glance, one card per screen. A card is left
 * out when the account may not open its screen.
 */
export const KIG_HOME_CARDS = ['attendance', 'checks', 'activities', 'letters', 'recipe'] as const;
export type KigHomeCard = (typeof KIG_HOME_CARDS)[number];

/** What a card says beside (or instead of) its figures. */
export const KIG_HOME_NOTES = ['noChildren', 'notWorkDay', 'noChecksYet', 'noRecipe'] as const;
export type KigHomeNote = (typeof KIG_HOME_NOTES)[number];

export const kigHomeMealSchema = z.object({ meal: z.enum(MEALS), name: z.string() });
export type KigHomeMeal = z.infer<typeof kigHomeMealSchema>;

export const kigHomeCardSchema = z.object({
  key: z.enum(KIG_HOME_CARDS),
  figures: z.array(homeFigureSchema),
  /** The recipe card's meals of the day, in serving order (empty: no recipe). */
  meals: z.array(kigHomeMealSchema).optional(),
  /** The card's screen (the figures carry their own, filtered). */
  link: homeLinkSchema.optional(),
  note: z.enum(KIG_HOME_NOTES).optional(),
});
export type KigHomeCardData = z.infer<typeof kigHomeCardSchema>;

export const kigHomeDaySchema = z.object({
  kigId: z.string(),
  kigName: z.string(),
  /** Today in the kindergarten's time zone. */
  date: z.string(),
  cards: z.array(kigHomeCardSchema),
  /** Its platform service, while it ends within SERVICE_ENDING_DAYS (absent otherwise): the home's notice. */
  serviceEnd: serviceEndingSchema.optional(),
});
export type KigHomeDay = z.infer<typeof kigHomeDaySchema>;

export const kigHomeSchema = z.object({
  /** Today in the account's organisation's time zone. */
  date: z.string(),
  /** The kindergarten's own day, or each of a group's kindergartens by name. */
  kindergartens: z.array(kigHomeDaySchema),
  /** A group's sums of its kindergartens' figures (no recipe card). */
  total: z.array(kigHomeCardSchema).optional(),
});
export type KigHome = z.infer<typeof kigHomeSchema>;
