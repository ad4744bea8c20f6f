import type { OssAuth } from '@kg/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiClient } from '../../test/api-client.js';

/** Small real files for upload tests: their first bytes are what the server checks. */
export const PNG_1x1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5c4a3e10000000049454e44ae426082',
  'hex',
);
export const GIF_1x1 = Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');
export const NOT_AN_IMAGE = Buffer.from('<?php echo "hello"; ?>\n');

/** A multipart body as a browser posts a presigned form: the fields first, then the file. */
export function multipart(fields: Record<string, string>, file: Buffer, fileName: string, contentType: string) {
  const boundary = `----kg${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a small picture as `client` would from the browser: authorised, then posted to the presigned address. */
export async function uploadPicture(app: FastifyInstance, client: ApiClient, module: string, file = PNG_1x1, fileName = 'picture.png'): Promise<string> {
  const contentType = fileName.endsWith('.gif') ? 'image/gif' : 'image/png';
  const auth = await client.ok(client.post<OssAuth>('/sys/third-auth/getOssAuth', { module, kind: 'image', fileName, size: file.length, contentType }));
  const form = multipart(auth.fields, file, fileName, contentType);
  const res = await app.inject({ method: 'POST', url: auth.url, headers: { 'content-type': form.contentType }, payload: form.body });
  if (res.statusCode !== 200) throw new Error(`upload of ${fileName} answered ${res.statusCode}: ${res.body}`);
  return auth.path;
}
