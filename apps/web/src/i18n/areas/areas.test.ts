import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import * as domain from '@kg/domain';
import { LOCALES, PAGE_KEYS, type Locale } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { SHELL_PACKS } from '../packs/load-pack';
import { dictionaryFor } from '../resources';
import { AREA_NAMES, AREAS, areaOfPage, areasOfPage, areaWords, type AreaDeclaration, type AreaName, withUses } from './areas';

type Tree = Record<string, unknown>;

/** Every leaf path of a dictionary. */
const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? leaves(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

/** i18next's addResourceBundle(deep): later words join earlier ones. */
function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const here = into[key];
    into[key] = typeof value === 'object' && value !== null && typeof here === 'object' && here !== null ? merge({ ...(here as Tree) }, value as Tree) : value;
  }
  return into;
}

const at = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);

async function wordsOf(locale: Locale, areas: readonly AreaName[]): Promise<Tree> {
  const words: Tree = merge({}, (await SHELL_PACKS[locale]()).dictionary);
  for (const area of areas) merge(words, await areaWords(area, locale));
  return words;
}

describe('each area its words, the shell the rest', () => {
  it.each([...LOCALES])('%s: the shell and every area together are the whole dictionary, each word in one of them', async (locale) => {
    const shell = (await SHELL_PACKS[locale]()).dictionary;
    const parts = [shell, ...(await Promise.all(AREA_NAMES.map((area) => areaWords(area, locale))))];
    const all = leaves(dictionaryFor(locale));
    // A word of no part (a new folder's words not yet given to an area or the shell) shows as its key.
    expect(leaves(parts.reduce<Tree>((words, part) => merge(words, part), {})).sort()).toEqual(all.sort());
    const counted = parts.flatMap((part) => leaves(part));
    expect(counted.length, 'a word in two parts').toBe(all.length);
  });

  it.each([...LOCALES])("%s: each area has exactly zh-CN's keys", async (locale) => {
    for (const area of AREA_NAMES) expect(leaves(await areaWords(area, locale)).sort(), area).toEqual(leaves(await areaWords(area, 'zh-CN')).sort());
    expect(leaves((await SHELL_PACKS[locale]()).dictionary).sort()).toEqual(leaves((await SHELL_PACKS['zh-CN']()).dictionary).sort());
  });

  it('every page key belongs to an area; an area uses declared areas only', () => {
    expect(PAGE_KEYS.filter((key) => !areaOfPage(key))).toEqual([]);
    for (const declaration of Object.values(AREAS) as AreaDeclaration[]) {
      for (const used of declaration.uses ?? []) expect(AREA_NAMES).toContain(used);
    }
  });
});

// --- What each page draws, read from its modules: the keys written in them and the entities they import.

const SRC = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(file, 'utf8');

/** A module's file from an import specifier, or null (a package, a stylesheet). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/** Not followed: the words themselves, the router and the registry (every page behind them), tests. */
const NOT_FOLLOWED = [path.join(SRC, 'i18n') + path.sep, path.join(SRC, 'app/router') + path.sep, path.join(SRC, 'pages/registry.ts')];

/** A page's modules: its file and all it imports (statically or on demand) in the web's sources. */
function modulesOf(entry: string, apart: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || apart.includes(file) || NOT_FOLLOWED.some((prefix) => file.startsWith(prefix)) || /\.test\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const match of read(file).matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const next = resolve(file, match[1]!);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}

const WHOLE = dictionaryFor('zh-CN') as Tree;

/** Dictionary keys a module names: whole literals ('health.bands.low') and the fixed start of templates (`meals.meal.${m}`). */
function keysIn(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/'([A-Za-z][\w.]*)'|"([A-Za-z][\w.]*)"|`([A-Za-z][\w.]*)(\$\{|`)/g)) {
    const literal = match[1] ?? match[2] ?? match[3]!;
    const key = literal.replace(/\.$/, '');
    if (!key.includes('.') && !match[3]) continue;
    // Only what the dictionary holds: other dotted strings (file names, permission codes) are not keys.
    if (at(WHOLE, key) !== undefined) keys.push(key);
  }
  return keys;
}

const ENTITY_NAMES = new Set(domain.ENTITIES.map((entity) => entity.name));

/** An entity only given as a picker's target (`target={classEntity}`): its rows' names come from the server, not its labels. */
function onlyPicked(source: string, name: string): boolean {
  const uses = source.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
  const picked = source.match(new RegExp(`target=\\{${name}\\}`, 'g'))?.length ?? 0;
  return picked > 0 && uses === picked + 1;
}

/** The entities whose labels a module draws: those it imports from @kg/domain (one, or ENTITIES: all). */
function entitiesIn(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@kg\/domain'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      const value = (domain as Record<string, unknown>)[name];
      const entity = value && typeof value === 'object' && 'fields' in value ? (value as unknown as { name: string }).name : undefined;
      if (name === 'ENTITIES') names.push(...ENTITY_NAMES);
      else if (entity && ENTITY_NAMES.has(entity) && !onlyPicked(source, name)) names.push(entity);
    }
  }
  return names;
}

/** The header's bell: a chunk of its own that fetches operations' words with it (ShellHeader.tsx). */
const BELL = path.join(SRC, 'app/layout/InboxBadge.tsx');
/** The header's help (issue 18): the same, its drawer fetched with operations' words. */
const HELP = path.join(SRC, 'app/layout/HelpButton.tsx');

/** Every key and entity label a page's modules draw that the shell's and its areas' words lack. */
async function missingFor(entry: string, areas: readonly AreaName[], apart: readonly string[] = []): Promise<string[]> {
  const words = await wordsOf('zh-CN', areas);
  const missing = new Set<string>();
  for (const file of modulesOf(entry, apart)) {
    const source = read(file);
    const where = path.relative(SRC, file);
    for (const key of keysIn(source)) if (at(words, key) === undefined) missing.add(`${where}: ${key}`);
    for (const entity of entitiesIn(source)) if (at(words, `entity.${entity}`) === undefined) missing.add(`${where}: entity.${entity}`);
  }
  return [...missing].sort();
}

/** The registry's pages: page key and module file. */
const REGISTERED = [...read(path.join(SRC, 'pages/registry.ts')).matchAll(/'([\w/]+)': \(\) => import\('([^']+)'\)/g)].map(([, key, specifier]) => ({
  key: key!,
  file: resolve(path.join(SRC, 'pages/registry.ts'), specifier!)!,
}));

/** The standalone pages (no layout), with the area routes.tsx loads for them. */
const ROUTES = read(path.join(SRC, 'app/router/routes.tsx'));
const STANDALONE_AREA = /const STANDALONE_AREA = '(\w+)'/.exec(ROUTES)![1] as AreaName;
const STANDALONE = [...ROUTES.matchAll(/load: \(\) => import\('([^']+)'\)/g)].map(([, specifier]) => resolve(path.join(SRC, 'app/router/routes.tsx'), specifier!)!);

describe("a page draws only the shell's words and its areas'", () => {
  it('reads every page of the registry and the standalone ones', () => {
    expect(REGISTERED.map((page) => page.key).sort()).toEqual([...PAGE_KEYS].sort());
    expect(REGISTERED.every((page) => existsSync(page.file))).toBe(true);
    expect(STANDALONE.length).toBeGreaterThan(0);
    expect(AREA_NAMES).toContain(STANDALONE_AREA);
  });

  it.each(REGISTERED)('$key', async ({ key, file }) => {
    expect(await missingFor(file, areasOfPage(key))).toEqual([]);
  });

  it.each(STANDALONE.map((file) => path.relative(SRC, file)))('%s (standalone)', async (file) => {
    expect(await missingFor(path.join(SRC, file), withUses([STANDALONE_AREA]))).toEqual([]);
  });

  it("the shell's own modules draw the shell's words only; its bell and its help, operations' too, fetched with them", async () => {
    expect(await missingFor(path.join(SRC, 'app/layout/shell.ts'), [], [BELL, HELP])).toEqual([]);
    expect(read(path.join(SRC, 'app/layout/ShellHeader.tsx'))).toMatch(/import\('\.\/InboxBadge'\), loadAreaWords\(\['operations'\]\)/);
    expect(read(path.join(SRC, 'app/layout/ShellHeader.tsx'))).toMatch(/import\('\.\/HelpButton'\), loadAreaWords\(\['operations'\]\)/);
    expect(await missingFor(BELL, ['operations'])).toEqual([]);
    expect(await missingFor(HELP, ['operations'])).toEqual([]);
  });

  it('finds a key of another area, and an entity of another area', async () => {
    expect(keysIn("t('healthScreens.daily.byKind'); translateKey(`meals.meal.${m}`); 'a.b.ts'")).toEqual(['healthScreens.daily.byKind', 'meals.meal']);
    expect(entitiesIn("import { studentEntity, type AnyEntity } from '@kg/domain';")).toEqual(['student']);
    const words = await wordsOf('zh-CN', ['campus']);
    expect(at(words, 'healthScreens')).toBeUndefined();
    expect(at(words, 'entity.student.title')).toBeDefined();
    expect(at(words, 'entity.healthCheck')).toBeUndefined();
  });
});
