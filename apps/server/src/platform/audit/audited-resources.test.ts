import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDITED_BEYOND_ENTITIES, ENTITIES, LINKS } from '@kg/domain';
import { expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** The server's own code, not its tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

// How the server names what it audits: `resource: 'x'` in an entry, a module's AUDIT_RESOURCE constant,
// and the resource argument of auditRead(db, ctx, 'x', ...) and of year-moves' audit(tx, ctx, action, 'x', ...).
const NAMINGS = [/\bresource: '(\w+)'/g, /\bAUDIT_RESOURCE = '(\w+)'/g, /\bauditRead\(\s*\w+,\s*\w+,\s*'(\w+)'/g, /\baudit\(\s*tx,\s*ctx,\s*'\w+',\s*'(\w+)'/g];

it('every resource the server audits under is an entity, a link or one the log screen names', () => {
  const audited = new Set<string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const naming of NAMINGS) for (const m of text.matchAll(naming)) audited.add(m[1]!);
  }
  // The scan finds what it must, or it proves nothing.
  expect([...audited]).toEqual(expect.arrayContaining(['session', 'timetable', 'healthDayDetail', 'grade', 'familyAccount']));
  const known = new Set<string>([...ENTITIES.map((e) => e.name), ...LINKS.map((l) => l.name), ...AUDITED_BEYOND_ENTITIES]);
  expect([...audited].filter((name) => !known.has(name)).sort()).toEqual([]);
});
