import { attendanceZhTW, attendanceTextZhTW } from '@kg/domain/i18n/attendance/zh-TW';
import { attendanceReport } from '../../zh-TW/attendance-report';
import { attendanceAdmin } from '../../zh-TW/attendance-admin';

/** attendance's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { entity: attendanceZhTW, attendance: attendanceTextZhTW, attendanceReport, attendanceAdmin };
