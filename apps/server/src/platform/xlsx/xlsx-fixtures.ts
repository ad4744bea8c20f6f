import { once } from 'node:events';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/** An archive entry for a hand-built zip: its bytes, or bytes already deflated with the size it claims. */
export interface FixtureEntry {
  name: string;
  text?: string;
  deflated?: Buffer;
  /** What the headers claim the entry unpacks to (a bomb lies here). */
  claimedSize?: number;
}

/** A zip written by hand, so that a test can make archives no well-behaved library would write. */
export function zipArchive(entries: FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = e.deflated ?? deflateRawSync(Buffer.from(e.text ?? '', 'utf8'));
    const size = e.claimedSize ?? Buffer.byteLength(e.text ?? '', 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Deflates `head`, then `unit` `count` times, then `tail`, without ever holding the unpacked text. */
export async function deflateRepeated(head: string, unit: string, count: number, tail: string): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor((1 << 20) / unit.length))), 'utf8');
  const perBlock = Math.max(1, Math.floor((1 << 20) / unit.length));
  deflate.write(head);
  let left = count;
  while (left >= perBlock) {
    if (!deflate.write(block)) await once(deflate, 'drain');
    left -= perBlock;
  }
  deflate.write(unit.repeat(left));
  deflate.end(tail);
  await once(deflate, 'end');
  return Buffer.concat(out);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around the given sheet (and shared strings, when given). */
export function workbookEntries(sheet: Omit<FixtureEntry, 'name'>, sharedStrings?: Omit<FixtureEntry, 'name'>): FixtureEntry[] {
  const rels = [`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`];
  if (sharedStrings) rels.push(`<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
  return [
    {
      name: '[Content_Types].xml',
      text: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      text: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    { name: 'xl/workbook.xml', text: `<?xml version="1.0"?><workbook ${NS} ${REL_NS}><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', ...sharedStrings }] : []),
  ];
}

export const SHEET_HEAD = `<?xml version="1.0"?><worksheet ${NS}><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * The growth of this process's resident memory at its peak while `work` runs, sampled every few
 * milliseconds (the reading yields to the event loop between chunks, so the samples see it).
 */
export async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage.rss();
  let peak = base;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 2);
  try {
    const result = await work();
    sample();
    return { result, peakBytes: peak - base };
  } finally {
    clearInterval(timer);
  }
}
