import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_PATH_PREFIX } from '@kg/domain';

export const MEDIA_PREFIX = MEDIA_PATH_PREFIX;
/** How long a signed address works: long enough to look at a page, short enough not to be passed around. */
export const MEDIA_TTL_SECONDS = 15 * 60;

/**
 * Short-lived addresses of private files (children's check photos), as S3's presigned GET: the
 * session that may see the record gets `/media/<path>?exp&sig`; anyone holding it may fetch the file
 * until it expires, nobody can make one for another path.
 */
export class MediaSigner {
  constructor(private readonly secret: string) {}

  private mac(path: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`media\n${path}\n${exp}`).digest('base64url');
  }

  sign(path: string, now = Date.now(), ttlSeconds = MEDIA_TTL_SECONDS): string {
    // Rounded to the minute so that a page loaded twice gets the same address and the browser's cache.
    const exp = Math.ceil(now / 60_000) * 60 + ttlSeconds;
    return `${MEDIA_PREFIX}${path}?exp=${exp}&sig=${this.mac(path, exp)}`;
  }

  /** Seconds the address still works, or null when it was not ours or has expired. */
  verify(path: string, exp: unknown, sig: unknown, now = Date.now()): number | null {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return null;
    const left = Number(exp) - Math.floor(now / 1000);
    if (left <= 0) return null;
    const expected = Buffer.from(this.mac(path, Number(exp)));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? left : null;
  }
}
