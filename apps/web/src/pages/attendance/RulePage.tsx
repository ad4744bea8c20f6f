import { attendanceRuleEntity } from '@kg/domain';
import { CampusPage } from '../campus/CampusPage';

/**
 * Attendance -> Rules: for the children and for the staff of a kindergarten (one rule each), the
 * periods of the day, the late and leaving-early thresholds and the working days.
 */
export function RulePage() {
  return <CampusPage entity={attendanceRuleEntity} form={{ container: 'drawer' }} />;
}
