import { attendanceRuleEntity, leaveRequestEntity } from '@kg/domain';
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { AppError, badRequest, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { onePersonOfKind } from '../campus/person-of-kind.js';
import { attendanceRules, leaveRequests } from './attendance.tables.js';

export const attendanceRuleResource: ResourceOptions = { entity: attendanceRuleEntity, table: attendanceRules };

/**
 * A leave request names one person of its kind (a child or a teacher), ends on or after it starts,
 * does not overlap another live request of the same person, and is edited only while pending.
 * Approving or rejecting records who decided and when.
 */
export const leaveRequestResource: ResourceOptions = {
  entity: leaveRequestEntity,
  table: leaveRequests,
  hooks: {
    async beforeSave(tx, _ctx, input, existing) {
      if (existing && existing.status !== 'pending') throw ruleBroken('error.transitionNotAllowed');
      const { kind, personId, values } = onePersonOfKind(input, existing, 'attendance.leaveNeedsPerson');
      const start = (input.startDate ?? existing?.startDate) as string;
      const end = (input.endDate ?? existing?.endDate) as string;
      if (end < start) throw badRequest([{ field: 'endDate', message: 'attendance.leaveDates' }]);
      const personColumn = kind === 'student' ? leaveRequests.studentId : leaveRequests.teacherId;
      const [clash] = await tx
        .select({ id: leaveRequests.id })
        .from(leaveRequests)
        .where(
          and(
            eq(personColumn, personId),
            eq(leaveRequests.deleted, false),
            inArray(leaveRequests.status, ['pending', 'approved']),
            lte(leaveRequests.startDate, end),
            gte(leaveRequests.endDate, start),
            existing ? ne(leaveRequests.id, existing.id as string) : undefined,
          ),
        )
        .limit(1);
      if (clash) throw new AppError(409, 'error.duplicate', undefined, [{ field: 'startDate', message: 'attendance.leaveOverlap' }]);
      return { values };
    },
    async beforeTransition(_tx, ctx, _row, action) {
      if (action === 'approve' || action === 'reject') return { reviewedBy: ctx.userId, reviewedAt: new Date() };
    },
  },
};
