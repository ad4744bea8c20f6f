import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MARKER, pgliteOnly, pgliteOnlyFiles } from './pglite-only-tests.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the server tests run on PGlite only (docs/testing.md)', () => {
  it('a file that opens a database through a driver, the database module or the harness runs everywhere; one that reaches none, or says why, on PGlite only', () => {
    expect(pgliteOnly("import { createTestApp } from '../test/test-app.js';\n")).toBe(false);
    expect(pgliteOnly("import { foreignTenant } from '../../test/foreign-tenant.js';\n")).toBe(false);
    expect(pgliteOnly("import { PGlite } from '@electric-sql/pglite';\n")).toBe(false);
    expect(pgliteOnly("import pg from 'pg';\n")).toBe(false);
    expect(pgliteOnly("import { openDatabase } from './platform/db.js';\n")).toBe(false);
    expect(pgliteOnly("import { planDay } from './day-plan.js';\n")).toBe(true);
    expect(pgliteOnly(`${MARKER} headers are set before any SQL.\nimport { createTestApp } from '../test/test-app.js';\n`)).toBe(true);
  });

  it("leaves the tests of the engines' differences on every database: tenants, concurrent saves, lists, the database down", () => {
    const files = pgliteOnlyFiles(ROOT);
    expect(files).toContain('apps/server/src/simulator/day-plan.test.ts');
    for (const kept of [
      'platform/contract.routes.test.ts',
      'platform/resource/concurrent-save.routes.test.ts',
      'platform/resource/list-json.routes.test.ts',
      'platform/db-unavailable.test.ts',
    ]) {
      expect(files).not.toContain(`apps/server/src/${kept}`);
    }
  });

  it('every file kept to PGlite by its comment gives its reason', () => {
    for (const file of pgliteOnlyFiles(ROOT)) {
      const first = readFileSync(path.join(ROOT, file), 'utf8').split('\n')[0];
      if (first.startsWith(MARKER)) expect(first.slice(MARKER.length).trim().length, file).toBeGreaterThan(20);
    }
  });

  it('every browser test file kept to the PGlite suite gives its reason, and the ones about what the database shows are not', () => {
    const e2e = path.join(ROOT, 'e2e');
    const marked = readdirSync(e2e).filter((f) => f.endsWith('.e2e.ts') && readFileSync(path.join(e2e, f), 'utf8').startsWith(MARKER));
    expect(marked).toContain('security.e2e.ts');
    for (const file of marked) {
      const first = readFileSync(path.join(e2e, file), 'utf8').split('\n')[0];
      expect(first.slice(MARKER.length).trim().length, file).toBeGreaterThan(20);
    }
    for (const kept of ['campus.e2e.ts', 'health.e2e.ts', 'money.e2e.ts', 'system.e2e.ts', 'layout.e2e.ts']) expect(marked).not.toContain(kept);
  });
});
