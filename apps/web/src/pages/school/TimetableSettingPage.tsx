import { timetableSettingEntity } from '@kg/domain';
import { ResourcePage } from '../../components/resource/ResourcePage';

/** School -> Lesson periods: a kindergarten's periods (at most 5); until it sets them, the defaults serve. */
export function TimetableSettingPage() {
  return <ResourcePage entity={timetableSettingEntity} />;
}
