import type { DictShape } from '@kg/domain';
import type { attendanceAdmin as source } from '../zh-CN/attendance-admin';

export const attendanceAdmin: DictShape<typeof source> = {
  leave: {
    person: 'Person on leave',
  },
};
