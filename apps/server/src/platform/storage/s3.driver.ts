import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { StorageDriver } from './storage.types.js';

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible store (AWS S3, MinIO, Aliyun OSS, Tencent COS), through presigned POST. */
export class S3Driver implements StorageDriver {
  readonly name = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async presign(input: { path: string; contentType: string; maxSize: number; expiresAt: Date }) {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: input.path,
      Conditions: [
        ['content-length-range', 1, input.maxSize],
        ['eq', '$Content-Type', input.contentType],
      ],
      Fields: { 'Content-Type': input.contentType },
      Expires: Math.max(1, Math.round((input.expiresAt.getTime() - Date.now()) / 1000)),
    });
    return { url, fields };
  }

  async uploadOrigin(): Promise<string | null> {
    // Where the SDK sends a form (path or virtual-host style, the region's host) is what a presign answers.
    const { url } = await this.presign({ path: 'probe', contentType: 'application/octet-stream', maxSize: 1, expiresAt: new Date(Date.now() + 60_000) });
    return new URL(url).origin;
  }

  async size(path: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: path }));
      return head.ContentLength ?? null;
    } catch {
      return null;
    }
  }

  async head(path: string, bytes: number): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: path, Range: `bytes=0-${bytes - 1}` }));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch {
      return null;
    }
  }

  async open(path: string): Promise<Readable | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: path }));
      return res.Body instanceof Readable ? res.Body : null;
    } catch {
      return null;
    }
  }

  async remove(path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: path }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
