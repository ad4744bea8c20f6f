import './zod-messages.js';
import { z } from 'zod';

/**
 * What a verification code opens (spec section 7's `checkType`): a code sent for one operation opens
 * no other. `kig_phone`: a kindergarten's head phone; `bank_account`: an agent's bank account;
 * `stu_exp` / `par_exp`: exporting children's and parents' personal data; `kig_delete`: deleting a
 * kindergarten's data once its service has ended (the code goes to the deleting agent's or operations'
 * own phone on record, as every code goes to the asking organisation's); `agent_phone`: an agent's
 * contact phone (the code goes to the current one).
 */
export const CODE_PURPOSES = ['kig_phone', 'bank_account', 'stu_exp', 'par_exp', 'kig_delete', 'agent_phone'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The code rules (issue 16, spec section 9): six digits, ten minutes, a minute between sends. */
export const SMS_CODE = {
  length: 6,
  validSeconds: 600,
  resendSeconds: 60,
  perHour: 5,
  perDay: 10,
  maxTries: 5,
} as const;

/** The entity exports that ask for a code first, and the purpose the code is sent for. */
export const PROTECTED_EXPORTS: Readonly<Record<string, CodePurpose>> = { student: 'stu_exp', parent: 'par_exp' };

/** The header that carries a code to a protected export (GET and POST alike). */
export const VERIFY_CODE_HEADER = 'x-verify-code';

/** A mainland mobile number: the only kind an SMS reaches. */
export const MOBILE = /^1[3-9]\d{9}$/;

/** `13812345678` -> `138****5678`; anything shorter than 7 characters shows only its last two. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return `****${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** `6222021234567890123` -> `**** **** **** 0123`. */
export function maskAccount(account: string): string {
  return `**** **** **** ${account.slice(-4)}`;
}

/** The Luhn checksum (ISO/IEC 7812), which bank card numbers carry. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A bank account number as a person types it (spaces allowed between groups): digits only, 9 to 25 of
 * them (mainland corporate and personal accounts); a UnionPay card number (16 to 19 digits starting
 * with 62) must also pass Luhn. Corporate account numbers carry no common checksum, so only their
 * length is checked. Answers the number without spaces, or the message key of what is wrong.
 */
export function checkBankAccount(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = input.replace(/\s+/g, '');
  if (!/^\d+$/.test(value)) return { ok: false, message: 'sms.validation.accountDigits' };
  if (value.length < 9 || value.length > 25) return { ok: false, message: 'sms.validation.accountLength' };
  if (value.startsWith('62') && value.length >= 16 && value.length <= 19 && !luhnValid(value)) return { ok: false, message: 'sms.validation.accountChecksum' };
  return { ok: true, value };
}

/** A six-digit verification code as a protected operation's input carries it. */
export const codeSchema = z
  .string({ error: 'sms.validation.codeRequired' })
  .trim()
  .min(1, { error: 'sms.validation.codeRequired' })
  .regex(/^\d{6}$/, { error: 'sms.validation.codeFormat' });

/** POST /kigs/kig-verify-code/sendCode: what the code is for; it goes to the phone on record. */
export const sendCodeSchema = z.object({ checkType: z.enum(CODE_PURPOSES, { error: 'validation.invalidOption' }) });

/** The send: its id, the phone (masked) it went to, and the seconds before another may be sent. */
export const sendCodeAnswerSchema = z.object({ sendId: z.string(), phone: z.string(), resendSeconds: z.number().int(), validSeconds: z.number().int() });

/** GET /kigs/kig-base/getInfoCheckMobile: the session's own organisation (its id, if sent, must be it). */
export const checkMobileQuerySchema = z.object({ id: z.uuid().optional() });

/** POST /agency/kig/changeHeadPhone: the new head phone, and the code sent to the current one. */
export const changeHeadPhoneSchema = z.object({
  phone: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).regex(MOBILE, { error: 'validation.format.phone' }),
  code: codeSchema,
});

/** POST /agency/agentInfo/saveBank: the bank account, and the code sent to the agent's contact phone. */
export const saveBankAccountSchema = z.object({
  accountName: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(64, { error: 'validation.tooLong' }),
  bankName: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(64, { error: 'validation.tooLong' }),
  accountNo: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.tooLong' })
    .superRefine((v, c) => {
      const checked = checkBankAccount(v);
      if (!checked.ok) c.addIssue({ code: 'custom', message: checked.message });
    }),
  code: codeSchema,
});

/** POST /agency/agentInfo/saveProfile: the agent's own profile (its contact phone apart: changed with a code). */
export const agentProfileSchema = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(64, { error: 'validation.tooLong' }),
  contactName: z.string().trim().max(32, { error: 'validation.tooLong' }).nullable().optional(),
  address: z.string().trim().max(200, { error: 'validation.tooLong' }).nullable().optional(),
});

/** POST /agency/agentInfo/changePhone: the agent's new contact phone, and the code sent to the current one. */
export const changeAgentPhoneSchema = z.object({
  phone: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).regex(MOBILE, { error: 'validation.format.phone' }),
  code: codeSchema,
});

/** An agent's info as shown: its organisation's profile and its bank account, masked. */
export const agentInfoSchema = z.object({
  agentId: z.string(),
  code: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  bank: z.object({ accountName: z.string(), bankName: z.string(), account: z.string(), updatedAt: z.iso.datetime() }).nullable(),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

/**
 * POST /agency/kigBase/erase: the kindergarten whose data is deleted (its service ended), and the code
 * sent to the deleting organisation's phone on record.
 */
export const eraseKigSchema = z.object({ id: z.uuid(), code: codeSchema });

/** What a deletion erased: how many children's, parents' and other personal records, and accounts disabled. */
export const eraseKigAnswerSchema = z.object({
  id: z.string(),
  children: z.number().int(),
  parents: z.number().int(),
  records: z.number().int(),
  accounts: z.number().int(),
  /** Stored files (photos, scans, uploads) queued for removal from storage by a job. */
  files: z.number().int(),
});

/** GET /agency/agentInfo/get: an agent's own (no id), or the agent operations name. */
export const agentInfoQuerySchema = z.object({ agentId: z.uuid().optional() });

/** An agent's SMS figures: bought (granted), used, left, and the messages sent per kindergarten. */
export const smsUsageSchema = z.object({
  bought: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  byKig: z.array(z.object({ orgId: z.string(), name: z.string(), kind: z.string(), sent: z.number().int() })),
});
export type SmsUsage = z.infer<typeof smsUsageSchema>;
