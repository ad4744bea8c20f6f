import { DOCUMENT_TYPE_OF, type UploadKind, uploadProblem } from '@kg/domain';

/**
 * The multipart body of a presigned upload (docs/architecture.md, section 8): every policy field first, in the
 * order given, the file last as `file` (storage services read the policy before the file).
 */
export function buildUploadForm(fields: Record<string, string>, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, fileName);
  return form;
}

/** Whole percent sent, 0..100; an unknown total counts as nothing sent yet; never 100 before the answer. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || loaded <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

/**
 * The content type a file is checked and announced with: the browser's, or by extension when the
 * browser gives none (some systems leave it blank).
 */
export function contentTypeOf(fileName: string, type: string): string {
  if (type) return type;
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const byExt: Record<string, string> = { ...DOCUMENT_TYPE_OF, gif: 'image/gif', mp4: 'video/mp4' };
  return (ext && byExt[ext]) || 'application/octet-stream';
}

/** The message key of what is wrong with a file before any call, or null (spec section 5). */
export function fileProblem(kind: UploadKind, file: { name: string; size: number; type: string }): string | null {
  return uploadProblem(kind, file.name, file.size, contentTypeOf(file.name, file.type));
}

/** What the upload request answered: the confirmed path, or the reason it failed. */
export type UploadOutcome = { ok: true; path: string | null } | { ok: false; status: number; txt: string };

/**
 * Reads a storage answer: the API's envelope (`{code, txt, data}`; local driver), or a plain 2xx
 * from a storage service (S3: no body to read; the caller confirms).
 */
export function readUploadAnswer(status: number, body: string): UploadOutcome {
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed && typeof parsed === 'object' && 'code' in parsed) {
    const env = parsed as { code: number; txt?: string; data?: unknown };
    if (env.code === 200) {
      const data = env.data as { path?: unknown } | undefined;
      return { ok: true, path: typeof data?.path === 'string' ? data.path : null };
    }
    return { ok: false, status: env.code, txt: env.txt ?? '' };
  }
  if (status >= 200 && status < 300) return { ok: true, path: null };
  return { ok: false, status, txt: '' };
}
