import { describe, expect, it } from 'vitest';
import { budgetTable, keptApartViolations, loadedChunks, measureRoutes, sentBytes, type BuiltChunk } from './bundle-budget';

const chunk = (fileName: string, kb: number, imports: string[] = [], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  gzipBytes: kb * 1000,
  imports,
  isEntry: false,
  source: null,
  ...extra,
});

// An entry with a shared vendor chunk; a login page and a shell, each with their own imports; two language packs.
const chunks = [
  chunk('index.js', 100, ['react.js'], { isEntry: true }),
  chunk('react.js', 90),
  chunk('form.js', 30, ['react.js']),
  chunk('Login.js', 5, ['form.js'], { source: 'src/Login.tsx' }),
  chunk('Shell.js', 40, ['menu.js'], { source: 'src/Shell.tsx' }),
  chunk('menu.js', 20),
  chunk('Page.js', 10, ['form.js'], { source: 'src/Page.tsx' }),
  chunk('zh.js', 16, [], { source: 'src/zh.ts' }),
  chunk('en.js', 14, [], { source: 'src/en.ts' }),
  chunk('widgets-zh.js', 3, [], { source: 'src/widgets-zh.ts' }),
  chunk('widgets-en.js', 2, [], { source: 'src/widgets-en.ts' }),
];
const variants = { zh: ['src/zh.ts'], en: ['src/en.ts'] };

describe('loadedChunks', () => {
  it('is the entry, the lazy modules named and everything they import, each once', () => {
    const files = loadedChunks(chunks, ['src/Shell.tsx', 'src/Page.tsx']).map((c) => c.fileName);
    expect(files.sort()).toEqual(['Page.js', 'Shell.js', 'form.js', 'index.js', 'menu.js', 'react.js']);
  });

  it('refuses a module that is no lazy chunk of its own (its route would load with another)', () => {
    expect(() => loadedChunks(chunks, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is not a lazily loaded chunk of its own');
  });
});

describe('measureRoutes', () => {
  it('sums each route in each language and says which are over budget', () => {
    const sizes = measureRoutes(chunks, {
      routes: [
        { route: '/login', loads: ['src/Login.tsx'], budgetKb: 250 },
        { route: '/home', loads: ['src/Shell.tsx', 'src/Page.tsx'], budgetKb: 300 },
      ],
      variants,
    });
    expect(sizes).toEqual([
      { route: '/login', budgetKb: 250, kb: { zh: 241, en: 239 }, over: false },
      // 306 in Chinese, 304 in English: over in either.
      { route: '/home', budgetKb: 300, kb: { zh: 306, en: 304 }, over: true },
    ]);
    expect(budgetTable(sizes, Object.keys(variants))).toBe(
      ['| route (JavaScript, kB gzip) | zh | en | budget |', '|---|---:|---:|---:|', '| /login | 241.0 | 239.0 | 250 |', '| /home | 306.0 | 304.0 | 300 |'].join('\n'),
    );
  });

  it("adds a route's own modules of each language to that language's size only", () => {
    const [home] = measureRoutes(chunks, {
      routes: [{ route: '/home', loads: (variant) => ['src/Shell.tsx', `src/widgets-${variant}.ts`], budgetKb: 300 }],
      variants,
    });
    // The shell's 250 (entry, react, shell, menu) with 16 + 3 in Chinese, 14 + 2 in English.
    expect(home?.kb).toEqual({ zh: 269, en: 266 });
  });
});

describe('sentBytes', () => {
  it('counts a script below 1 KiB as it is (no .gz is written for it), a larger one gzipped', () => {
    expect(sentBytes('x'.repeat(1023))).toBe(1023);
    expect(sentBytes('x'.repeat(4096))).toBeLessThan(100);
  });
});

describe('keptApartViolations', () => {
  const declarations = { name: 'entity declarations', shared: /^src\/components\//, apart: /entities\/.+\.entity\.ts$/, exempt: /^src\/pages\// };
  it('names each chunk of shared code that holds a module kept apart, and what it holds', () => {
    const built = [
      chunk('FieldInput.js', 20, [], { modules: ['src/components/FieldInput.tsx', '../domain/entities/entity-index.ts', '../domain/entities/campus/class.entity.ts'] }),
      chunk('StudentPage.js', 5, ['FieldInput.js'], { modules: ['src/pages/StudentPage.tsx', '../domain/entities/campus/student.entity.ts'] }),
      chunk('class.entity.js', 1, [], { modules: ['../domain/entities/campus/class.entity.ts'] }),
    ];
    expect(keptApartViolations(built, [declarations])).toEqual(['entity declarations: FieldInput.js holds ../domain/entities/campus/class.entity.ts']);
  });
  it("passes shared chunks that hold none, and pages' own chunks that hold their own declarations", () => {
    const built = [
      chunk('FieldInput.js', 20, [], { modules: ['src/components/FieldInput.tsx', '../domain/entities/entity-index.ts'] }),
      chunk('StudentPage.js', 5, ['FieldInput.js'], { modules: ['src/pages/StudentPage.tsx', '../domain/entities/campus/student.entity.ts'] }),
      // A page's own chunk, with a component only it uses and its own declaration.
      chunk('DocumentPage.js', 5, ['FieldInput.js'], {
        source: 'src/pages/DocumentPage.tsx',
        modules: ['src/components/DocumentUpload.tsx', 'src/pages/DocumentPage.tsx', '../domain/entities/agency/document.entity.ts'],
      }),
      chunk('react.js', 90),
    ];
    expect(keptApartViolations(built, [declarations])).toEqual([]);
  });
});
