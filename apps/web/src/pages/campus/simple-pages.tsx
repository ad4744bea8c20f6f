import { braceletEntity, classEntity, classroomEntity, driverEntity, positionEntity, teacherEntity, termEntity, visitorEntity } from '@kg/domain';
import { ResourcePage } from '../../components/resource/ResourcePage';

/** Campus management -> Classes: grade, head teacher and classroom chosen within the kindergarten. */
export function ClassPage() {
  return <ResourcePage entity={classEntity} />;
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
