import { z } from 'zod';
import { defineEndpoint, fileAnswer } from '../endpoint/define-endpoint.js';
import { confirmedUploadSchema, mediaConfigSchema, ossAuthBodySchema, ossAuthSchema } from '../uploads.js';

/** Where private files are served from, by a signed address. */
export const MEDIA_PATH_PREFIX = '/media/';

/** Uploads (docs/architecture.md, section 8): authorise, send straight to storage, confirm; and the files themselves. */
export const filesEndpoints = {
  config: defineEndpoint({
    area: 'files',
    method: 'GET',
    path: '/sys/config',
    summary: 'Where stored files are served from, and which storage receives uploads',
    access: { public: true },
    answer: mediaConfigSchema,
  }),
  authorize: defineEndpoint({
    area: 'files',
    method: 'POST',
    path: '/sys/third-auth/getOssAuth',
    summary: "A presigned upload of the caller's organisation",
    access: { signedIn: true },
    rateBucket: 'upload',
    input: ossAuthBodySchema,
    answer: ossAuthSchema,
  }),
  confirm: defineEndpoint({
    area: 'files',
    method: 'POST',
    path: '/sys/third-auth/confirm',
    summary: 'Confirms an upload sent straight to the storage service (its size and content checked)',
    access: { signedIn: true },
    input: z.object({ path: z.string().max(300) }),
    answer: confirmedUploadSchema,
  }),
  // The signed, short-lived address is the authority.
  media: defineEndpoint({
    area: 'files',
    method: 'GET',
    path: `${MEDIA_PATH_PREFIX}*`,
    summary: 'A private file (a check photo) by its signed address',
    access: { public: true },
    input: z.looseObject({ exp: z.string().max(20).optional(), sig: z.string().max(128).optional() }),
    answer: fileAnswer('application/octet-stream'),
  }),
  // The signed upload policy in the form is the authority.
  localUpload: defineEndpoint({
    area: 'files',
    method: 'POST',
    path: '/sys/upload/local',
    summary: 'The local storage receives a file posted with its signed policy (multipart)',
    access: { public: true },
    answer: confirmedUploadSchema,
  }),
  file: defineEndpoint({
    area: 'files',
    method: 'GET',
    path: '/files/*',
    summary: 'A public file of the local storage',
    access: { public: true },
    answer: fileAnswer('application/octet-stream'),
  }),
} as const;

/** Where the local storage receives uploads. */
export const LOCAL_UPLOAD_PATH = filesEndpoints.localUpload.path;
