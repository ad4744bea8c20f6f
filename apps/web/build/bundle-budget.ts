import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A built JavaScript chunk, reduced to what decides what a route loads. */
export interface BuiltChunk {
  fileName: string;
  /** The bytes sent: gzip level 9 as scripts/compress-dist.mjs writes the .gz, or the file itself below its 1 KiB threshold. */
  gzipBytes: number;
  /** Chunks it imports statically: loaded with it (preloaded by index.html or by Vite's import helper). */
  imports: readonly string[];
  isEntry: boolean;
  /** The source module a dynamic import names, relative to the web root ('src/pages/auth/LoginPage.tsx'). */
  source: string | null;
  /** The modules bundled in it, relative to the web root ('src/components/resource/FieldInput.tsx', '../../packages/domain/src/...'). */
  modules?: readonly string[];
}

/**
 * Modules that must never ride in the same chunk as shared code: every page that loads the shared
 * chunk would load them too (an entity's declaration in the table pages' shared chunk grew every table page).
 */
export interface KeptApart {
  /** What the rule keeps apart, as the build's error says it. */
  name: string;
  /** A module of the shared code (relative to the web root). */
  shared: RegExp;
  /** A module that must not be in a chunk holding one of the shared code. */
  apart: RegExp;
  /** Lazy chunks that may hold both, by the module they load (a page's own chunk, with what only it uses). */
  exempt?: RegExp;
}

export interface RouteBudget {
  /** As the table names it. */
  route: string;
  /**
   * The lazy modules this route loads beyond the entry, relative to the web root (its page, its frame, what
   * the page loads on render); given the variant when they differ by it (antd's texts in each language).
   */
  loads: readonly string[] | ((variant: string) => readonly string[]);
  /** At most this many kB (1,000 bytes) of gzipped JavaScript. */
  budgetKb: number;
}

export interface BudgetOptions {
  routes: readonly RouteBudget[];
  /** Modules kept out of the chunks of shared code (checked on every build). */
  keptApart?: readonly KeptApart[];
  /** Modules loaded one of a kind at start (a language's dictionary): each route is measured once per kind. */
  variants: Readonly<Record<string, readonly string[]>>;
}

export interface RouteSize {
  route: string;
  budgetKb: number;
  /** kB per variant (language), in the order of BudgetOptions.variants. */
  kb: Record<string, number>;
  over: boolean;
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** What the server sends for a script: its .gz, except below 1 KiB, where compress-dist.mjs writes none. */
export function sentBytes(code: string): number {
  const size = Buffer.byteLength(code);
  return size < 1024 ? size : gzipSync(code, { level: 9 }).length;
}

/** Every chunk loaded for the entry and the given lazy modules: each one's chunk and, transitively, its static imports. */
export function loadedChunks(chunks: readonly BuiltChunk[], sources: readonly string[]): BuiltChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = chunks.filter((chunk) => chunk.isEntry);
  for (const source of sources) {
    const chunk = chunks.find((c) => c.source === source);
    // A module that is no chunk of its own is not lazy: the budget names it, so the route's split is gone.
    if (!chunk) throw new Error(`bundle budget: ${source} is not a lazily loaded chunk of its own`);
    roots.push(chunk);
  }
  const seen = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

/** Each route's gzipped JavaScript per variant, against its budget (over when any variant is). */
export function measureRoutes(chunks: readonly BuiltChunk[], options: BudgetOptions): RouteSize[] {
  return options.routes.map(({ route, loads, budgetKb }) => {
    const sizes: Record<string, number> = {};
    for (const [variant, extra] of Object.entries(options.variants)) {
      const routeLoads = typeof loads === 'function' ? loads(variant) : loads;
      const bytes = loadedChunks(chunks, [...routeLoads, ...extra]).reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
      sizes[variant] = kb(bytes);
    }
    return { route, budgetKb, kb: sizes, over: Object.values(sizes).some((size) => size > budgetKb) };
  });
}

/** Each chunk that holds shared code and a module a rule keeps apart from it: '<rule>: <chunk> holds <module>, ...'. */
export function keptApartViolations(chunks: readonly BuiltChunk[], rules: readonly KeptApart[]): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    for (const chunk of chunks) {
      const modules = chunk.modules ?? [];
      if (chunk.source && rule.exempt?.test(chunk.source)) continue;
      if (!modules.some((m) => rule.shared.test(m))) continue;
      const apart = modules.filter((m) => rule.apart.test(m));
      if (apart.length) found.push(`${rule.name}: ${chunk.fileName} holds ${apart.join(', ')}`);
    }
  }
  return found;
}

/** The Markdown table the build prints and the README shows. */
export function budgetTable(sizes: readonly RouteSize[], variants: readonly string[]): string {
  const rows = sizes.map((s) => `| ${s.route} | ${variants.map((v) => s.kb[v]?.toFixed(1) ?? '').join(' | ')} | ${s.budgetKb} |`);
  return [`| route (JavaScript, kB gzip) | ${variants.join(' | ')} | budget |`, `|---|${variants.map(() => '---:').join('|')}|---:|`, ...rows].join('\n');
}

/**
 * Measures what each route really loads once the build is written (the entry, the route's lazy chunks,
 * everything they import statically, gzipped) and fails the build when a route is over its budget, or
 * when a chunk of shared code holds a module kept apart from it.
 */
export function bundleBudget(options: BudgetOptions): Plugin {
  let root = '';
  return {
    name: 'kg-bundle-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_output, bundle) {
      const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');
      const chunks: BuiltChunk[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          gzipBytes: sentBytes(item.code),
          imports: item.imports,
          isEntry: item.isEntry,
          source: item.isDynamicEntry && item.facadeModuleId ? relative(item.facadeModuleId) : null,
          modules: item.moduleIds.map(relative),
        });
      }
      const sizes = measureRoutes(chunks, options);
      this.info(`JavaScript each route loads, gzip (the README's table):\n\n${budgetTable(sizes, Object.keys(options.variants))}\n`);
      const mixed = keptApartViolations(chunks, options.keptApart ?? []);
      if (mixed.length) this.error(`shared chunks hold what they must not:\n${mixed.join('\n')}`);
      const over = sizes.filter((s) => s.over);
      if (over.length) {
        this.error(`over budget: ${over.map((s) => `${s.route} (${Math.max(...Object.values(s.kb))} kB > ${s.budgetKb} kB)`).join(', ')}`);
      }
    },
  };
}
