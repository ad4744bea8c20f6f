import { z } from 'zod';
import './zod-messages.js';

/**
 * What each kind of upload accepts (spec section 5): by default jpg, jpeg and png up to 2048 KB;
 * image, icon and face jpeg, png and gif; video any video type.
 */
export const UPLOAD_KINDS = {
  default: { extensions: ['jpg', 'jpeg', 'png'], types: ['image/jpeg', 'image/png'], maxKB: 2048 },
  image: { extensions: ['jpg', 'jpeg', 'png', 'gif'], types: ['image/jpeg', 'image/png', 'image/gif'], maxKB: 2048 },
  icon: { extensions: ['jpg', 'jpeg', 'png', 'gif'], types: ['image/jpeg', 'image/png', 'image/gif'], maxKB: 2048 },
  face: { extensions: ['jpg', 'jpeg', 'png', 'gif'], types: ['image/jpeg', 'image/png', 'image/gif'], maxKB: 2048 },
  video: { extensions: ['mp4', 'mov', 'webm', 'm4v'], types: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v'], maxKB: 200 * 1024 },
  // A downloadable document (an agent's or the platform's): PDF, pictures and office files, 20 MB.
  document: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
    types: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    maxKB: 20 * 1024,
  },
} as const;

/** The content type of a document's extension (a browser may announce none, or a generic one). */
export const DOCUMENT_TYPE_OF: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return m ? m[1]!.toLowerCase() : '';
}

/** The first problem with a file before it is sent, as a message key, or null when it may go. */
export function uploadProblem(kind: UploadKind, fileName: string, size: number, contentType: string): string | null {
  const rule = UPLOAD_KINDS[kind];
  const typeOk = kind === 'video' ? contentType.startsWith('video/') : (rule.types as readonly string[]).includes(contentType);
  if (!(rule.extensions as readonly string[]).includes(extensionOf(fileName)) || !typeOk) return 'validation.upload.type';
  if (size > rule.maxKB * 1024) return 'validation.upload.size';
  if (size <= 0) return 'validation.upload.empty';
  return null;
}

/** Body of POST /sys/third-auth/getOssAuth. */
export const ossAuthBodySchema = z.object({
  module: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,31}$/, { error: 'validation.format.code' }),
  kind: z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]).default('default'),
  fileName: z.string().trim().min(1).max(200),
  size: z.number().int().min(1),
  contentType: z.string().max(100),
});
export type OssAuthBody = z.input<typeof ossAuthBodySchema>;

/** A presigned upload: post `fields` and then `file` as multipart to `url`, then confirm `path`. */
export const ossAuthSchema = z.object({
  path: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxSize: z.number(),
  expiresAt: z.string(),
});
export type OssAuth = z.infer<typeof ossAuthSchema>;

/** A confirmed upload: its path, its size and the type read from its content. */
export const confirmedUploadSchema = z.object({ path: z.string(), size: z.number(), contentType: z.string() });

/** GET /sys/config: where stored files are served from, and which storage receives uploads. */
export const mediaConfigSchema = z.object({ mediaHost: z.string(), storage: z.enum(['local', 's3']) });
export type MediaConfig = z.infer<typeof mediaConfigSchema>;
