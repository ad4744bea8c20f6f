import type { DictShape } from '@kg/domain';
import type { campus as source } from '../zh-CN/campus';

export const campus: DictShape<typeof source> = {
  grade: {
    promote: 'Promote',
    graduate: 'Graduate',
    promoteTitle: 'Promote grade · {{grade}}',
    graduateTitle: 'Graduate grade · {{grade}}',
    promoteIntro: 'These classes and their children move from “{{from}}” up to “{{to}}”:',
    graduateIntro: 'These {{count}} children of “{{grade}}” will be marked as graduated:',
    noNextGrade: '“{{grade}}” is the highest grade; there is no grade to move up to',
    noClasses: 'This grade has no classes to promote',
    nobody: 'This grade has no studying children to graduate',
    promoteOk: 'Promote',
    graduateOk: 'Graduate',
    className: 'Class',
    students: 'Children',
    name: 'Name',
    studentNumber: 'Student number',
  },
  student: {
    changeClass: 'Change class',
    changeClassTitle: 'Change class · {{name}}',
    changeClassConfirm: 'Move “{{name}}” from “{{from}}” to “{{to}}”?',
    student: 'Child',
    currentClass: 'Current class',
    newClass: 'New class',
    pickClass: 'Choose the new class',
    sameClass: 'Choose a different class',
  },
  enrollment: {
    admit: 'Admit',
    admitTitle: 'Admit · {{name}}',
    classId: 'Class',
    studentNumber: 'Student number',
    enrolDate: 'Enrolment date',
    required: 'Enter the {{field}}',
    codeFormat: 'Letters, digits and _ . : - only',
  },
  parent: {
    familyPassword: "Parents' app password",
    familyPasswordConfirm: "Give {{name}} a new password for the parents' app? Any sign-in of that phone ends at once.",
    familyPasswordTitle: "Parents' app password issued",
    familyPasswordOf: "The parents' app password of {{name}} ({{phone}}), to be changed at the first sign-in",
  },
};
