/** The real type of a file from its first bytes; the name and the browser's claim are not trusted. */
export function sniffContentType(bytes: Buffer): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = bytes.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm';
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
  if (claimed === real) return true;
  return claimed.startsWith('video/') && real.startsWith('video/');
}
