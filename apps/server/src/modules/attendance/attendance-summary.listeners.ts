import { attendanceRuleEntity, leaveRequestEntity, studentEntity, teacherEntity } from '@kg/domain';
import type { ResourceRegistry } from '../../platform/resource/registry.js';
import { settleAttendance } from './attendance-summary.service.js';

/**
 * What else changes a day's attendance counts than an event: who is counted and in which class (a
 * child moving class, leaving, enrolled earlier; staff resigning), approved leave, the rule. The
 * change's triggers mark the days it touches (migration 0010); they are recounted here, in the
 * transaction of the change, so the next read finds them right and nothing to do.
 */
export function keepAttendanceSummaries(registry: ResourceRegistry): void {
  for (const entity of [studentEntity, teacherEntity, leaveRequestEntity, attendanceRuleEntity]) {
    registry.onChange(entity.name, async (tx, changes) => {
      await settleAttendance(tx, [...new Set(changes.map((c) => c.after.kigId as string))]);
    });
  }
}
