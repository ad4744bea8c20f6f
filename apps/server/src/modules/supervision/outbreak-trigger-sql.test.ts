import { ABNORMAL_KINDS, healthSettingEntity } from '@kg/domain';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLUSTER_FINDINGS } from './supervision-alerts.service.js';

/**
 * The alert job's marks are written by hand-written triggers (migration outbreak_rules_and_marks): a check
 * marks its kindergarten's day when it may join a cluster, judged in SQL by constants copied from the
 * code. This holds the copies to their sources, so that neither can move without the other: the lowest
 * fever threshold a kindergarten may set (the health settings' `feverTemperature` minimum, in tenths of a
 * degree: a lower threshold than the trigger's would leave fevers unmarked) and the findings that make a
 * cluster. The trigger function read is the last migration's that (re)defines it.
 */
const folder = path.join(import.meta.dirname, '../../db/migrations');

function checkTrigger(): string {
  const defining = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(path.join(folder, f), 'utf8'))
    .filter((sql) => /FUNCTION kg_outbreak_check\(\)/.test(sql));
  const last = defining.at(-1);
  expect(last, 'a migration defines kg_outbreak_check').toBeDefined();
  const body = /FUNCTION kg_outbreak_check\(\)[\s\S]*?\$\$([\s\S]*?)\$\$/.exec(last!);
  expect(body, "kg_outbreak_check's body").not.toBeNull();
  return body![1]!;
}

describe("the outbreak check trigger's constants", () => {
  const body = checkTrigger();

  it('mark from the lowest fever threshold a kindergarten may set', () => {
    const thresholds = [...body.matchAll(/NEW\.temperature\s*>=\s*(\d+)/g)].map((m) => Number(m[1]));
    expect(thresholds).toEqual([healthSettingEntity.fields.feverTemperature.min]);
    expect(thresholds).toEqual([360]);
  });

  it('mark the findings that make a cluster, each an abnormal kind of the checks', () => {
    const lists = [...body.matchAll(/NEW\.reasons\s*\?\|\s*array\[([^\]]*)\]/g)].map((m) => [...m[1]!.matchAll(/'([^']*)'/g)].map((q) => q[1]));
    expect(lists).toEqual([[...CLUSTER_FINDINGS]]);
    for (const finding of CLUSTER_FINDINGS) expect(ABNORMAL_KINDS).toContain(finding);
  });
});
