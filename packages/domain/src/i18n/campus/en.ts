import type { DictShape } from '../types.js';
import type { campusZhCN } from './zh-CN.js';

export const campusEn: DictShape<typeof campusZhCN> = {
  grade: {
    title: 'Grades',
    fields: {
      gradeName: 'Grade',
      kigId: 'Kindergarten',
      sort: 'Sort',
    },
  },
  classroom: {
    title: 'Classrooms',
    fields: {
      name: 'Classroom',
      kigId: 'Kindergarten',
      location: 'Location',
      capacity: 'Capacity',
    },
  },
  class: {
    title: 'Classes',
    fields: {
      className: 'Class',
      kigId: 'Kindergarten',
      gradeId: 'Grade',
      headTeacherId: 'Head teacher',
      classroomId: 'Classroom',
      sort: 'Sort',
    },
  },
  term: {
    title: 'Terms',
    fields: {
      schoolYear: 'School year',
      semester: 'Semester',
      kigId: 'Kindergarten',
      beginDate: 'Begins',
      endDate: 'Ends',
    },
    values: {
      semester: { autumn: 'Autumn', spring: 'Spring' },
    },
  },
  position: {
    title: 'Positions',
    fields: {
      positionName: 'Position',
      kigId: 'Kindergarten',
      sort: 'Sort',
    },
  },
  teacher: {
    title: 'Teachers',
    fields: {
      name: 'Name',
      kigId: 'Kindergarten',
      phone: 'Mobile',
      positionId: 'Position',
      rank: 'Rank',
      cardNo: 'Sign-in card',
      facePhoto: 'Face photo',
      status: 'Status',
      resignDate: 'Resigned on',
    },
    values: {
      status: { onDuty: 'On duty', resigned: 'Resigned' },
    },
    actions: { resign: 'Resign', reinstate: 'Reinstate' },
  },
  student: {
    title: 'Students',
    fields: {
      name: 'Name',
      kigId: 'Kindergarten',
      studentNumber: 'Student number',
      cardNo: 'Sign-in card',
      classId: 'Class',
      gender: 'Gender',
      birthDate: 'Birth date',
      enrolDate: 'Enrolled on',
      facePhoto: 'Face photo',
      serviceEndDate: 'Service ends',
      status: 'Status',
      graduatedDate: 'Graduated on',
    },
    values: {
      gender: { male: 'Boy', female: 'Girl' },
      status: { studying: 'Studying', graduated: 'Graduated', left: 'Left' },
    },
    actions: { leave: 'Leave', return: 'Return' },
  },
  parent: {
    title: 'Parents',
    fields: {
      name: 'Name',
      kigId: 'Kindergarten',
      phone: 'Mobile',
    },
  },
  driver: {
    title: 'Drivers',
    fields: {
      driverName: 'Name',
      kigId: 'Kindergarten',
      phone: 'Mobile',
      phone2: 'Second phone',
      phone3: 'Third phone',
      driverAge: 'Age',
      licenceNo: 'Licence number',
    },
  },
  visitor: {
    title: 'Visitors',
    fields: {
      name: 'Name',
      kigId: 'Kindergarten',
      phone: 'Mobile',
      reason: 'Reason',
      visitTime: 'Visit time',
      hostTeacherId: 'Host teacher',
    },
  },
  enrollment: {
    title: 'Enrollment',
    fields: {
      childName: 'Child',
      kigId: 'Kindergarten',
      birthDate: 'Birth date',
      gender: 'Gender',
      parentName: 'Parent',
      parentPhone: 'Parent mobile',
      gradeId: 'Intended grade',
      note: 'Note',
      status: 'Status',
      studentId: 'Student',
    },
    values: {
      gender: { male: 'Boy', female: 'Girl' },
      status: { pending: 'Pending', following: 'Following', preAdmitted: 'Pre-admitted', admitted: 'Admitted', invalid: 'Invalid' },
    },
    actions: { follow: 'Follow up', preAdmit: 'Pre-admit', invalidate: 'Mark invalid', reopen: 'Reopen' },
  },
  bracelet: {
    title: 'Bracelets',
    fields: {
      mac: 'MAC address',
      kigId: 'Kindergarten',
      studentId: 'Student',
    },
  },
  consent: {
    title: "Guardians' consent",
    fields: {
      kigId: 'Kindergarten',
      studentId: 'Child',
      purpose: 'Purpose',
      decision: 'Decision',
      source: 'Source',
      guardianName: 'Guardian',
      parentId: "Parent's account",
      scanPath: 'Scan of the form',
      textVersion: 'Text version',
      decidedAt: 'Decided at',
    },
    values: {
      purpose: { facePhotos: 'Face photos', healthChecks: 'Health checks' },
      decision: { given: 'Given', withdrawn: 'Withdrawn' },
      source: { family: "Families' app", paper: 'Paper form' },
    },
  },
};
