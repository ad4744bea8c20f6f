import { deflateSync } from 'node:zlib';
import type { HealthCheckEvent } from '@kg/domain';
import { randomSource } from './day-plan.js';

const SIZE = 120;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB image as a PNG file (filter 0 on every row). */
export function encodePng(width: number, height: number, rgb: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(rgb(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * What a simulated machine's camera sees: a palm or an open mouth, drawn as simple shapes on a
 * light background, with red spots when the machine found a rash or an ulcer. Same check, same picture.
 */
export function checkPhoto(check: HealthCheckEvent, part: 'hand' | 'mouth'): Buffer {
  const rnd = randomSource(`${check.recordId}|${part}`);
  const skin: [number, number, number] = [225 + Math.floor(rnd() * 20), 180 + Math.floor(rnd() * 25), 150 + Math.floor(rnd() * 25)];
  const spots = (part === 'hand' ? check.hand !== 'normal' : check.mouth !== 'normal') ? Array.from({ length: 6 }, () => [30 + rnd() * 60, 35 + rnd() * 50] as const) : [];
  const c = SIZE / 2;
  return encodePng(SIZE, SIZE, (x, y) => {
    if (spots.some(([sx, sy]) => (x - sx) ** 2 + (y - sy) ** 2 < 9)) return [200, 40, 40];
    const inside =
      part === 'hand'
        ? ((x - c) / 34) ** 2 + ((y - c - 12) / 30) ** 2 < 1 || (y < c && y > 18 && [c - 24, c - 8, c + 8, c + 24].some((fx) => Math.abs(x - fx) < 6))
        : ((x - c) / 44) ** 2 + ((y - c) / 30) ** 2 < 1;
    if (!inside) return [236, 240, 244];
    if (part === 'mouth' && ((x - c) / 30) ** 2 + ((y - c) / 16) ** 2 < 1) return [150, 40, 55];
    return skin;
  });
}
