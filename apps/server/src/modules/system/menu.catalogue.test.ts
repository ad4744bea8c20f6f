import { isPageKey } from '@kg/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMenuCatalogue } from '../../db/seed/menu-sync.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { menus } from './menu.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeded menus', () => {
  it('name only componentUrls that the web app registers', async () => {
    const rows = await t.database.db.select({ componentUrl: menus.componentUrl, kind: menus.kind }).from(menus);
    expect(rows.length).toBeGreaterThan(0);
    const unknown = rows.filter((r) => r.kind === 'page' && !isPageKey(r.componentUrl ?? ''));
    expect(unknown).toEqual([]);
  });

  it('are added once: a second sync adds nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(menus);
    expect(await syncMenuCatalogue(t.database.db)).toBe(0);
    const [after] = await t.database.db.select({ n: count() }).from(menus);
    expect(after?.n).toBe(before?.n);
  });
});
