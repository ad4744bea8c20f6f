/** Named character references the sanitiser may leave in stored HTML, and what they stand for. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/**
 * The plain text of stored rich text (what a list cell and a spreadsheet show): tags dropped, a block's
 * end read as a space, character references decoded, white space collapsed, cut to `max` characters.
 * Only for HTML the server sanitised: it is never rendered, only read as text.
 */
export function richTextExcerpt(html: string | null | undefined, max = 80): string {
  if (!html) return '';
  const text = html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (m, ref: string) => {
      if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
      if (ref.startsWith('#') && ref !== '#39') return String.fromCodePoint(Number(ref.slice(1)));
      return NAMED[ref.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
