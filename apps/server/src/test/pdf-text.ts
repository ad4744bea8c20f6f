import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: string;
}

/** The numbered objects of a PDF, each with its stream inflated (pdfkit's streams are Flate). */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([^]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.search(/stream\r?\n/);
    if (at === -1) {
      out.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const start = m.index! + m[0].indexOf(body) + body.slice(at).indexOf('\n') + at + 1;
    const raw = pdf.subarray(start, m.index! + m[0].lastIndexOf('endstream'));
    let stream: string | undefined;
    try {
      stream = (/FlateDecode/.test(dict) ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      // A stream that does not inflate (trailing bytes of an image): not text.
    }
    out.set(Number(m[1]), { dict, stream });
  }
  return out;
}

const fromHex = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode map as pdfkit writes it: ranges of codes, each with its list of characters. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, from, list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
    [...list!.matchAll(/<([0-9a-fA-F ]+)>/g)].forEach(([, u], i) => map.set(parseInt(from!, 16) + i, fromHex(u!.replace(/ /g, ''))));
  }
  return map;
}

/**
 * The text a reader sees in a pdfkit PDF written with embedded fonts: each font's glyph codes read
 * through its own ToUnicode map, one line per text-showing operator. For tests, not a PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const all = objects(pdf);
  // Font resource names (F1, F2...) to the map of their font object's ToUnicode.
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of all.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const toUnicode = all.get(Number(ref))?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = toUnicode ? all.get(Number(toUnicode))?.stream : undefined;
      if (cmap && !maps.has(name!)) maps.set(name!, unicodeMap(cmap));
    }
  }
  const lines: string[] = [];
  for (const { stream } of all.values()) {
    if (!stream || !/T[Jj]/.test(stream)) continue;
    let map = new Map<number, string>();
    for (const [, font, shown] of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      if (font) map = maps.get(font) ?? new Map();
      else
        lines.push(
          [...shown!.matchAll(/<([0-9a-fA-F]*)>/g)]
            .flatMap(([, hex]) => hex!.match(/.{4}/g) ?? [])
            .map((c) => map.get(parseInt(c, 16)) ?? '?')
            .join(''),
        );
    }
  }
  return lines;
}
