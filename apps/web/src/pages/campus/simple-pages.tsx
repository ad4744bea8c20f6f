import { braceletEntity, classEntity, schoolEndpoints, classroomEntity, driverEntity, positionEntity, teacherEntity, termEntity, visitorEntity } from '@kg/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';

/** Campus management -> Classes: grade, head teacher and classroom chosen within the kindergarten; each class's timetable a click away. */
export function ClassPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCall = useCanCall();
  // The timetable page's path (spec: set-timetable), shown to whoever may read timetables.
  const rowActions = (record: ResourceRecord) =>
    canCall(schoolEndpoints.timetableWeek)
      ? [{ key: 'timetable', label: t('mealsScreens.timetable.open'), onClick: () => void navigate(`/set-timetable?classId=${record.id}`) }]
      : [];
  return <ResourcePage entity={classEntity} rowActions={rowActions} />;
}

export function ClassroomPage() {
  return <ResourcePage entity={classroomEntity} />;
}

/** Campus management -> Terms: school year, semester and dates (terms of a kindergarten never overlap). */
export function TermPage() {
  return <ResourcePage entity={termEntity} />;
}

export function PositionPage() {
  return <ResourcePage entity={positionEntity} />;
}

/** Campus management -> Teachers: import, resign and reinstate (generic transitions), face photo. */
export function TeacherPage() {
  return <ResourcePage entity={teacherEntity} form={{ container: 'drawer' }} />;
}

export function DriverPage() {
  return <ResourcePage entity={driverEntity} />;
}

export function VisitorPage() {
  return <ResourcePage entity={visitorEntity} />;
}

export function BraceletPage() {
  return <ResourcePage entity={braceletEntity} />;
}
