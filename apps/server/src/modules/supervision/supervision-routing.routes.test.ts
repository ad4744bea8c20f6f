import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { NOT_ON_CITUS, onCitus, singleShardServer, type SingleShardServer } from '../../test/single-shard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * On Citus, an authority's drill-down to one kindergarten, and a kindergarten's own alerts, are answered by
 * one worker (every statement names the kindergarten); the area overview runs over the shards of its kindergartens.
 */
let t: TestApp;
let routed: SingleShardServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  if (!onCitus) return;
  t = await createTestApp();
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { pageSize: 100 }));
  for (const o of orgs.records) ids[o.code] = o.id;
  routed = await singleShardServer(t);
});
afterAll(async () => {
  await routed?.close();
  await t?.close();
});

describe('the supervisory platform on Citus', () => {
  it("routes an authority's drill-down to a kindergarten, and a kindergarten's alerts, to one shard", async ({ skip }) => {
    skip(!onCitus, NOT_ON_CITUS);
    const supervisor = await ApiClient.as(routed.app, 'demo-supervisor', 20);
    const drill = await supervisor.get<{ classes: unknown[] }>(`/supervision/kindergarten?kigId=${ids.KG0001}&date=2026-11-10`);
    expect(routed.multiShard()).toEqual([]);
    expect(drill.code).toBe(200);
    expect(drill.data.classes.length).toBeGreaterThan(0);
    const kig = await ApiClient.as(routed.app, 'demo-kig', 3);
    const alerts = await kig.post('/supervision/alert/list', { pageSize: 10 });
    expect(routed.multiShard()).toEqual([]);
    expect(alerts.code).toBe(200);
  });
});
