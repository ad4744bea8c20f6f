import { existsSync, statfsSync } from 'node:fs';
import path from 'node:path';

const CACHE_MS = 1000;

export interface DiskReading {
  path: string;
  freeBytes: number;
  reserveBytes: number;
  low: boolean;
}

/**
 * Free space of the disk that holds a folder, read at most once a second (statfs is cheap, but it
 * is asked before every write). Below the reserve, writes are refused before the database itself
 * runs out: PGlite without room for its log spins in its flush and stays stuck until a restart.
 */
export class DiskSpace {
  private reading: DiskReading | undefined;
  private readAt = 0;

  constructor(
    readonly folder: string,
    readonly reserveBytes: number,
    private readonly cacheMs = CACHE_MS,
  ) {}

  read(): DiskReading | undefined {
    if (Date.now() - this.readAt < this.cacheMs) return this.reading;
    this.readAt = Date.now();
    try {
      const stats = statfsSync(existingAncestor(this.folder));
      const freeBytes = stats.bavail * stats.bsize;
      this.reading = { path: this.folder, freeBytes, reserveBytes: this.reserveBytes, low: freeBytes < this.reserveBytes };
    } catch {
      // An unreadable folder is reported by whatever uses it; the reserve cannot be judged.
      this.reading = undefined;
    }
    return this.reading;
  }

  isLow(): boolean {
    return this.reserveBytes > 0 && (this.read()?.low ?? false);
  }
}

function existingAncestor(folder: string): string {
  let current = path.resolve(folder);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}
