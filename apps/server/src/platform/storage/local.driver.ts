import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import type { DiskSpace } from '../disk-space.js';
import { diskLow } from '../statement-guard.js';
import { STORED_PATH, type StorageDriver } from './storage.types.js';

export interface LocalPolicy {
  path: string;
  contentType: string;
  maxSize: number;
  expiresAt: string;
}

export class UploadRefused extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * Files on the server's disk, under one root. The presigned form carries a signed policy (path, type,
 * size, expiry) that the upload route checks, as S3 checks its own.
 */
export class LocalDriver implements StorageDriver {
  readonly name = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly uploadUrl: string,
    /** Files share the disk with PGlite: below the reserve they are refused like database writes. */
    private readonly disk?: DiskSpace,
  ) {}

  /** The file's place on disk; a path that is not a stored path, or escapes the root, is refused. */
  resolve(stored: string): string {
    if (!STORED_PATH.test(stored)) throw new UploadRefused('error.notFound');
    const full = path.resolve(this.root, stored);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new UploadRefused('error.notFound');
    return full;
  }

  private sign(policy: string): string {
    return createHmac('sha256', this.secret).update(policy).digest('base64url');
  }

  async presign(input: { path: string; contentType: string; maxSize: number; expiresAt: Date }) {
    const policy = Buffer.from(JSON.stringify({ path: input.path, contentType: input.contentType, maxSize: input.maxSize, expiresAt: input.expiresAt.toISOString() })).toString(
      'base64url',
    );
    return { url: this.uploadUrl, fields: { key: input.path, 'Content-Type': input.contentType, policy, signature: this.sign(policy) } };
  }

  /** Uploads go to the product's own upload route. */
  async uploadOrigin(): Promise<string | null> {
    return null;
  }

  /** The policy of a posted form, if its signature is ours and it has not expired. */
  verify(fields: Record<string, string | undefined>): LocalPolicy {
    const { policy, signature } = fields;
    if (!policy || !signature) throw new UploadRefused('error.forbidden');
    const expected = Buffer.from(this.sign(policy));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new UploadRefused('error.forbidden');
    const parsed = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as LocalPolicy;
    if (new Date(parsed.expiresAt).getTime() < Date.now()) throw new UploadRefused('error.forbidden');
    if (fields.key !== parsed.path) throw new UploadRefused('error.forbidden');
    return parsed;
  }

  /** Writes a posted file under its policy; a file over the size limit is not kept. */
  async receive(policy: LocalPolicy, file: Readable): Promise<number> {
    if (this.disk?.isLow()) throw diskLow();
    const target = this.resolve(policy.path);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.part`;
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > policy.maxSize) done(new UploadRefused('validation.upload.size'));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(file, limit, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return size;
  }

  async size(stored: string): Promise<number | null> {
    try {
      return (await stat(this.resolve(stored))).size;
    } catch {
      return null;
    }
  }

  async head(stored: string, bytes: number): Promise<Buffer | null> {
    try {
      const handle = await open(this.resolve(stored), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    } catch {
      return null;
    }
  }

  async open(stored: string): Promise<Readable | null> {
    return (await this.size(stored)) === null ? null : createReadStream(this.resolve(stored));
  }

  async remove(stored: string): Promise<void> {
    await rm(this.resolve(stored), { force: true });
  }
}
