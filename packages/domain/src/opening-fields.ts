import { z } from 'zod';
import './zod-messages.js';

/**
 * The fields of an organisation opened by operations with its first account (a supervision authority,
 * a medical institution): its code and the account's user name, checked alike wherever one is opened.
 */
export const openedOrgCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, { error: 'validation.invalid' });

export const firstUserNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, { error: 'validation.invalid' });

export const openedAreaCodeSchema = z.string().regex(/^\d{6}$/, { error: 'validation.format.area' });

/** The first account's password, made by the server and shown once (its owner changes it at the first sign-in). */
export const openedSchema = z.object({ orgId: z.string(), userId: z.string(), password: z.string() });
export type Opened = z.infer<typeof openedSchema>;
