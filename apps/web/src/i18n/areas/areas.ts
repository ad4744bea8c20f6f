import type { Locale, PageKey } from '@kg/domain';

/**
 * The business areas whose words load with their pages, not with the shell: each a line naming the
 * page keys it holds (pages.ts, by prefix) and the areas whose words its pages also draw. Its words,
 * per language, are `areas/<area>/<locale>.ts` (`export const words`: its parts of the shared
 * dictionary, @kg/domain i18n/<area>/, and its web areas, i18n/<locale>/). A page's route waits for its
 * area's words (routes.tsx); words of no area are the shell's (packs/shell-*.ts), loaded with it.
 * A new area: one line here, its three word files; areas.test.ts says what is missing.
 */
export const AREAS = {
  home: { pages: ['home/'] },
  system: { pages: ['system/'] },
  // The class page opens its timetable (school's words).
  campus: { pages: ['campus/'], uses: ['school'] },
  device: { pages: ['device/'] },
  attendance: { pages: ['attendance/'] },
  // Its pages pick classes and children and show consents (campus), and share attendance's screens.
  health: { pages: ['health/'], uses: ['attendance', 'campus'] },
  school: { pages: ['school/'] },
  agency: { pages: ['agency/'] },
  operations: { pages: ['operations/'] },
  money: { pages: ['money/'] },
  supervision: { pages: ['supervision/'] },
} as const satisfies Record<string, AreaDeclaration>;

/** Pages that draw more than their area's words: the log names every audited resource (every entity's title). */
export const PAGE_ALSO: Partial<Record<PageKey, readonly AreaName[]>> = {
  // The messages addressed to the session (operations' system messages), under home.
  'home/message': ['operations'],
  // The manual check queue shows checks by their declared fields (health's words).
  'operations/manualCheck': ['health'],
  'system/log': Object.keys(AREAS) as AreaName[],
};

export interface AreaDeclaration {
  /** Page-key prefixes ('campus/'); the longest matching prefix decides. */
  pages: readonly string[];
  /** Other areas whose words its pages draw too (loaded with them). */
  uses?: readonly string[];
}

export type AreaName = keyof typeof AREAS;
export type AreaWords = Record<string, unknown>;

const WORDS = import.meta.glob<AreaWords>('./*/*.ts', { import: 'words' });

/** Fetches one area's words in one language (its chunk alone). */
export function areaWords(area: AreaName, locale: Locale): Promise<AreaWords> {
  const load = WORDS[`./${area}/${locale}.ts`];
  if (!load) return Promise.reject(new Error(`no words for area ${area} in ${locale}`));
  return load();
}

/** The area a page key belongs to (its longest declared prefix), or none: the shell's words suffice. */
export function areaOfPage(pageKey: string): AreaName | undefined {
  let found: { area: AreaName; length: number } | undefined;
  for (const [area, declaration] of Object.entries(AREAS) as [AreaName, AreaDeclaration][]) {
    for (const prefix of declaration.pages) {
      if (pageKey.startsWith(prefix) && prefix.length > (found?.length ?? -1)) found = { area, length: prefix.length };
    }
  }
  return found?.area;
}

/** An area and, transitively, the areas it uses. */
export function withUses(areas: readonly AreaName[]): AreaName[] {
  const all = new Set<AreaName>();
  const add = (area: AreaName) => {
    if (all.has(area)) return;
    all.add(area);
    for (const used of (AREAS[area] as AreaDeclaration).uses ?? []) add(used as AreaName);
  };
  areas.forEach(add);
  return [...all];
}

/** Every area whose words a page draws: its own and those it uses. */
export function areasOfPage(pageKey: string): AreaName[] {
  const area = areaOfPage(pageKey);
  return withUses([...(area ? [area] : []), ...(PAGE_ALSO[pageKey as PageKey] ?? [])]);
}

export const AREA_NAMES = Object.keys(AREAS) as AreaName[];
