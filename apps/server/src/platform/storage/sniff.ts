const ZIP = 'application/zip';
const OLE = 'application/x-ole-storage';

/**
 * Office files are containers: their first bytes say zip (docx, xlsx, pptx) or OLE (doc, xls, ppt),
 * not which office file; the claimed type is kept when it is one such a container holds.
 */
const CONTAINED: Readonly<Record<string, readonly string[]>> = {
  [ZIP]: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  [OLE]: ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'],
};

/** The type a confirmed file is kept with: the real one, or the claimed office type its container holds. */
export function keptType(claimed: string, real: string): string {
  return CONTAINED[real]?.includes(claimed) ? claimed : real;
}

/** The real type of a file from its first bytes; the name and the browser's claim are not trusted. */
export function sniffContentType(bytes: Buffer): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = bytes.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm';
  if (ascii.startsWith('%PDF-')) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return ZIP;
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return OLE;
  if (ascii.slice(4, 8) === 'ftyp') {
    const brand = ascii.slice(8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand.startsWith('M4V')) return 'video/x-m4v';
    return 'video/mp4';
  }
  return null;
}

/** The same family of type (jpeg and png are both images, but a png claimed as jpeg is still refused). */
export function sameType(claimed: string, real: string): boolean {
  if (claimed === real || CONTAINED[real]?.includes(claimed)) return true;
  return claimed.startsWith('video/') && real.startsWith('video/');
}
