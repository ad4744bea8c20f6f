import { attendanceRuleEntity } from '@kg/domain';
import { ResourcePage } from '../../components/resource/ResourcePage';

/**
 * Attendance -> Rules: for the children and for the staff of a kindergarten (one rule each), the
 * periods of the day, the late and leaving-early thresholds and the working days.
 */
export function RulePage() {
  return <ResourcePage entity={attendanceRuleEntity} form={{ container: 'drawer' }} />;
}
