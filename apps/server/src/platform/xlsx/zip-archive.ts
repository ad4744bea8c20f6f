import { Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** Why an archive is refused: not a zip we read, too many entries, or more bytes unpacked than allowed. */
export type ZipRefusal = 'notXlsx' | 'tooManyParts' | 'tooLargeUnpacked';

export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(reason);
    this.name = 'ZipRefused';
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** Bytes still allowed to be unpacked, shared by every entry read from one archive. */
export interface UnpackBudget {
  left: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function endOfDirectory(zip: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipRefused('notXlsx');
}

/**
 * The entries of an archive, from its central directory: what readers of xlsx (Excel, JSZip) trust.
 * Only the directory is read: nothing is unpacked, so the entry count is refused before any work.
 * Split archives, zip64 and encrypted entries are refused: no sheet needs them.
 */
export function readZipDirectory(zip: Buffer, maxEntries: number): Map<string, ZipEntry> {
  if (zip.length < 22) throw new ZipRefused('notXlsx');
  const end = endOfDirectory(zip);
  const disk = zip.readUInt16LE(end + 4);
  const onDisk = zip.readUInt16LE(end + 8);
  const total = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (disk !== 0 || onDisk !== total || total === 0xffff || offset === 0xffffffff) throw new ZipRefused('notXlsx');
  if (total > maxEntries) throw new ZipRefused('tooManyParts');
  if (offset + size > end) throw new ZipRefused('notXlsx');

  const entries = new Map<string, ZipEntry>();
  let at = offset;
  for (let i = 0; i < total; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw new ZipRefused('notXlsx');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end || flags & 1 || compressedSize === 0xffffffff || localOffset === 0xffffffff) throw new ZipRefused('notXlsx');
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // Two entries of one name would let two readers see two different files.
    if (entries.has(name)) throw new ZipRefused('notXlsx');
    entries.set(name, { name, method, compressedSize, localOffset });
    at = next;
  }
  return entries;
}

/**
 * An entry's text, unpacked as it is read. The bytes really produced are counted against the budget
 * (the sizes an archive declares are never trusted), and reading stops at the first byte over it.
 * Decoding keeps characters whole across chunks.
 */
export function entryText(zip: Buffer, entry: ZipEntry, budget: UnpackBudget): Readable {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ZipRefused('notXlsx');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new ZipRefused('notXlsx');
  if (entry.method !== STORED && entry.method !== DEFLATED) throw new ZipRefused('notXlsx');
  const packed = Readable.from([zip.subarray(start, start + entry.compressedSize)], { objectMode: false });
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.left -= chunk.length;
      done(budget.left < 0 ? new ZipRefused('tooLargeUnpacked') : null, chunk);
    },
  });
  const source = entry.method === DEFLATED ? packed.pipe(createInflateRaw()) : packed;
  // A broken deflate stream is a broken file, not a server error.
  source.on('error', (error) => counted.destroy(error instanceof ZipRefused ? error : new ZipRefused('notXlsx')));
  counted.on('close', () => source.destroy());
  counted.setEncoding('utf8');
  return source.pipe(counted);
}
