import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * madge finds cycles between files; this finds them between areas (docs/architecture.md, section 3): device and
 * attendance, or auth and system, once imported each other through different files. Tests are left
 * out: they drive whole flows across areas.
 */
const modulesDir = import.meta.dirname;

function areaArrows(): Map<string, Set<string>> {
  const areas = readdirSync(modulesDir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? [d.name] : []));
  const arrows = new Map<string, Set<string>>();
  for (const area of areas) {
    const uses = new Set<string>();
    for (const file of readdirSync(path.join(modulesDir, area), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      // A file at the area's top names another area as '../<area>/'.
      for (const m of readFileSync(path.join(modulesDir, area, file), 'utf8').matchAll(/from '\.\.\/([\w-]+)\//g)) {
        if (m[1] !== area && areas.includes(m[1]!)) uses.add(m[1]!);
      }
    }
    arrows.set(area, uses);
  }
  return arrows;
}

/** One cycle among the areas, as the chain of areas, or none. */
function cycleOf(arrows: Map<string, Set<string>>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const chain: string[] = [];
  const visit = (area: string): string[] => {
    if (state.get(area) === 'done') return [];
    if (state.get(area) === 'open') return [...chain.slice(chain.indexOf(area)), area];
    state.set(area, 'open');
    chain.push(area);
    for (const next of arrows.get(area) ?? []) {
      const found = visit(next);
      if (found.length) return found;
    }
    chain.pop();
    state.set(area, 'done');
    return [];
  };
  for (const area of arrows.keys()) {
    const found = visit(area);
    if (found.length) return found;
  }
  return [];
}

it('finds a cycle between areas when there is one', () => {
  const arrows = new Map([
    ['device', new Set(['attendance'])],
    ['attendance', new Set(['device'])],
  ]);
  expect(cycleOf(arrows)).toEqual(['device', 'attendance', 'device']);
});

it('the areas use one another one way only', () => {
  const arrows = areaArrows();
  expect(arrows.get('machine-api')).toEqual(new Set(['attendance', 'device', 'health']));
  expect(cycleOf(arrows)).toEqual([]);
});
