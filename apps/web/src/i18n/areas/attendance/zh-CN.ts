import { attendanceZhCN, attendanceTextZhCN } from '@kg/domain/i18n/attendance/zh-CN';
import { attendanceReport } from '../../zh-CN/attendance-report';
import { attendanceAdmin } from '../../zh-CN/attendance-admin';

/** attendance's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { entity: attendanceZhCN, attendance: attendanceTextZhCN, attendanceReport, attendanceAdmin };
