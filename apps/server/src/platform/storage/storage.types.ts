import type { Readable } from 'node:stream';

/** Where uploaded files live. The browser sends files straight to it with a presigned POST. */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** A form the browser posts (fields first, then `file`) to store one object at `path`. */
  presign(input: { path: string; contentType: string; maxSize: number; expiresAt: Date }): Promise<{ url: string; fields: Record<string, string> }>;
  /** Size of a stored object, or null when there is none. */
  size(path: string): Promise<number | null>;
  /** The first bytes of a stored object (to check what it really is). */
  head(path: string, bytes: number): Promise<Buffer | null>;
  /** The whole stored object as a stream, or null when there is none. */
  open(path: string): Promise<Readable | null>;
  remove(path: string): Promise<void>;
  /** The origin browsers post uploads to when it is not the product's own (the page's CSP allows it), else null. */
  uploadOrigin(): Promise<string | null>;
}

/** Stored paths: `<code>/<yyyymmdd>/<module>/<timestamp>-<random>.<ext>`; nothing else is ever accepted. */
export const STORED_PATH = /^[A-Za-z0-9_-]{1,32}\/\d{8}\/[A-Za-z][A-Za-z0-9-]{0,31}\/\d{13}-[a-z0-9]{16}\.[a-z0-9]{1,8}$/;

/** Where documents' files are stored: read through the document's download, which checks who asks. */
export const DOCUMENT_MODULE = 'document';

/**
 * Modules whose files show children (check photos), or are an owner's (documents) (check photos): never served at their bare path, only through
 * a short-lived signed address given to a session allowed to see the record (GET /media/*).
 */
export const PRIVATE_MODULES: readonly string[] = ['health-check', DOCUMENT_MODULE];

/** Where a machine's photos are stored (check photos, and the gate's attendance photos with them). */
export const CHECK_PHOTO_MODULE = 'health-check';
