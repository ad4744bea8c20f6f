import { z } from 'zod';
import { cardBindSchema, cardHolderSchema, cardListSchema } from '../attendance-api.js';
import { attendanceBatchResultSchema, attendanceBatchSchema } from '../device-api.js';
import { checkPhotoUploadSchema, healthCheckBatchResultSchema, healthCheckBatchSchema } from '../health-api.js';
import { PERSON_KINDS } from '../entities/attendance/common.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { listResultSchema } from '../entity/schemas.js';
import { confirmedUploadSchema, ossAuthSchema } from '../uploads.js';

const serialAndCode = z.object({ serialNo: z.string().trim().min(1).max(32), verifyCode: z.string().trim().min(1).max(16) });
const byId = z.object({ id: z.uuid() });

/** What a machine may recognise, to work offline: its kindergarten's studying children and on-duty staff. */
export const rosterSchema = z.object({
  kigId: z.string(),
  timeZone: z.string(),
  students: z.array(z.object({ id: z.string(), name: z.string(), cardNo: z.string().nullable(), classId: z.string().nullable(), bracelets: z.array(z.string()) })),
  teachers: z.array(z.object({ id: z.string(), name: z.string(), cardNo: z.string().nullable() })),
});

/** The device registry's own calls (people's side), and the machines' API under /device/v1. */
export const deviceEndpoints = {
  resetCode: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/device/resetCode',
    summary: 'Gives a machine a new verification code, shown once (its token is kept)',
    access: { permission: 'device:device:resetCode' },
    input: byId,
    answer: z.object({ id: z.string(), verifyCode: z.string() }),
    success: 'success.ok',
  }),
  assign: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/device/assign',
    summary: 'Assigns a machine to a kindergarten (by id or code), or takes it back (null)',
    access: { permission: 'device:device:assign' },
    input: z.object({ id: z.uuid(), kigId: z.uuid().nullable().optional(), kigCode: z.string().trim().min(1).max(32).optional() }),
    answer: z.object({ id: z.string(), kigId: z.string().nullable() }),
    success: 'success.saved',
  }),
  register: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/device/register',
    summary: 'A kindergarten registers a machine by its serial number and verification code',
    access: { permission: 'device:device:register' },
    input: serialAndCode,
    answer: z.object({ id: z.string() }),
    success: 'success.saved',
  }),
  cards: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/card/list',
    summary: "A page of a kindergarten's people with their card numbers",
    access: { permission: 'device:card:view' },
    input: cardListSchema,
    answer: listResultSchema(cardHolderSchema),
  }),
  bindCard: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/card/bind',
    summary: 'Binds a card number to a person (null unbinds)',
    access: { permission: 'device:card:bind' },
    input: cardBindSchema,
    answer: z.object({ personKind: z.enum(PERSON_KINDS), personId: z.string(), cardNo: z.string().nullable() }),
    success: 'success.saved',
  }),
  activate: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/v1/activate',
    summary: 'A registered machine proves its serial and code and receives its own token',
    access: { public: true },
    input: serialAndCode,
    answer: z.object({ deviceId: z.string(), token: z.string() }),
  }),
  terminalSignIn: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/v1/terminal/signIn',
    summary: "A machine signs in with its kindergarten's terminal account and its serial number, and receives its own token",
    access: { public: true },
    input: z.object({
      loginName: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(100),
      serialNo: z.string().trim().min(1).max(32),
    }),
    answer: z.object({ deviceId: z.string(), kigId: z.string(), token: z.string() }),
  }),
  roster: defineEndpoint({
    area: 'device',
    method: 'GET',
    path: '/device/v1/roster',
    summary: 'Who the machine may recognise (its own kindergarten only)',
    access: { device: true },
    answer: rosterSchema,
  }),
  heartbeat: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/v1/heartbeat',
    summary: "The machine is alive: its version, and the server's time",
    access: { device: true },
    input: z.object({ version: z.string().trim().max(32).optional(), fingerprint: z.string().trim().max(128).optional() }),
    answer: z.object({ deviceId: z.string(), serverTime: z.string() }),
  }),
  attendanceEvents: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/v1/attendance/events',
    summary: 'A batch of attendance events, each with its own record id (a resent one is not counted twice)',
    access: { device: true },
    input: attendanceBatchSchema,
    answer: attendanceBatchResultSchema,
  }),
  checkPhotoAuthorize: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/v1/health/photos/authorize',
    summary: "A presigned upload of one check photo, stored under the machine's kindergarten",
    access: { device: true },
    rateBucket: 'upload',
    input: checkPhotoUploadSchema,
    answer: ossAuthSchema,
  }),
  checkPhotoConfirm: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/v1/health/photos/confirm',
    summary: 'Confirms a check photo the machine sent straight to the storage service (its size and content checked)',
    access: { device: true },
    input: z.object({ path: z.string().max(300) }),
    answer: confirmedUploadSchema,
  }),
  healthChecks: defineEndpoint({
    area: 'device',
    method: 'POST',
    path: '/device/v1/health/checks',
    summary: "A batch of morning and afternoon checks, each with its own record id, judged by the kindergarten's thresholds",
    access: { device: true },
    input: healthCheckBatchSchema,
    answer: healthCheckBatchResultSchema,
  }),
} as const;
