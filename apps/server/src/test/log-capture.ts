import { Writable } from 'node:stream';

/** The server's log, line by line as it writes it: pass `log` to createTestApp, read `lines`. */
export function captureLog(): { log: Writable; lines: string[] } {
  const lines: string[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { log, lines };
}
