import { attendanceEn, attendanceTextEn } from '@kg/domain/i18n/attendance/en';
import { attendanceReport } from '../../en/attendance-report';
import { attendanceAdmin } from '../../en/attendance-admin';

/** attendance's words (en): loaded with its pages (areas.ts). */
export const words = { entity: attendanceEn, attendance: attendanceTextEn, attendanceReport, attendanceAdmin };
