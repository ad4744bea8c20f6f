import {
  braceletEntity,
  classEntity,
  classroomEntity,
  driverEntity,
  parentEntity,
  positionEntity,
  teacherEntity,
  termEntity,
  visitorEntity,
} from '@kg/domain';
import { CampusPage } from './CampusPage';

/** Campus management -> Classes: grade, head teacher and classroom chosen within the kindergarten. */
export function ClassPage() {
  return <CampusPage entity={classEntity} scopedRefs={['gradeId', 'headTeacherId', 'classroomId']} />;
}

export function ClassroomPage() {
  return <CampusPage entity={classroomEntity} />;
}

/** Campus management -> Terms: school year, semester and dates (terms of a kindergarten never overlap). */
export function TermPage() {
  return <CampusPage entity={termEntity} />;
}

export function PositionPage() {
  return <CampusPage entity={positionEntity} />;
}


/** Campus management -> Teachers: import, resign and reinstate (generic transitions), face photo. */
export function TeacherPage() {
  return <CampusPage entity={teacherEntity} scopedRefs={['positionId']} form={{ container: 'drawer' }} />;
}

/** Campus management -> Parents: each parent's children and relationship (the parentStudent link, in the list and the detail). */
export function ParentPage() {
  return <CampusPage entity={parentEntity} />;
}

export function DriverPage() {
  return <CampusPage entity={driverEntity} />;
}

export function VisitorPage() {
  return <CampusPage entity={visitorEntity} scopedRefs={['hostTeacherId']} />;
}

export function BraceletPage() {
  return <CampusPage entity={braceletEntity} scopedRefs={['studentId']} />;
}
