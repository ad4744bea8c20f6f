import { existsSync } from 'node:fs';
import { AppError } from './errors.js';

/** Where a CJK font usually is: CJK_FONT first, then Debian's fonts-noto-cjk and other common places. */
const FONT_CANDIDATES = [
  { path: process.env.CJK_FONT, family: process.env.CJK_FONT_FAMILY },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
];

/** The CJK font a PDF writes Chinese in (pdfkit embeds the glyphs used); 503 with the way to install one when none is found. */
export function cjkFont(): { path: string; family?: string } {
  const found = FONT_CANDIDATES.find((f) => f.path && existsSync(f.path));
  if (!found?.path) throw new AppError(503, 'error.pdfFont');
  return { path: found.path, family: found.family || undefined };
}
