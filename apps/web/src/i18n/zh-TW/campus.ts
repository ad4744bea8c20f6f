import type { DictShape } from '@kg/domain';
import type { campus as source } from '../zh-CN/campus';

export const campus: DictShape<typeof source> = {
  grade: {
    promote: '升級',
    graduate: '畢業',
    promoteTitle: '升級年級 · {{grade}}',
    graduateTitle: '年級畢業 · {{grade}}',
    promoteIntro: '以下班級及其在讀幼兒將從「{{from}}」升入「{{to}}」：',
    graduateIntro: '「{{grade}}」的以下 {{count}} 名在讀幼兒將標記為已畢業：',
    noNextGrade: '「{{grade}}」已是最高年級，沒有可升入的年級',
    noClasses: '該年級沒有班級，無需升級',
    nobody: '該年級沒有在讀幼兒，無需畢業',
    promoteOk: '確認升級',
    graduateOk: '確認畢業',
    className: '班級',
    students: '在讀人數',
    name: '姓名',
    studentNumber: '學號',
  },
  student: {
    changeClass: '調班',
    changeClassTitle: '調班 · {{name}}',
    changeClassConfirm: '確認將「{{name}}」從「{{from}}」調到「{{to}}」？',
    student: '幼兒',
    currentClass: '目前班級',
    newClass: '新班級',
    pickClass: '請選擇新班級',
    sameClass: '請選擇另一個班級',
  },
  enrollment: {
    admit: '錄取',
    admitTitle: '錄取 · {{name}}',
    classId: '班級',
    studentNumber: '學號',
    enrolDate: '入園日期',
    required: '請填寫{{field}}',
    codeFormat: '只能包含字母、數字和 _ . : -',
  },
  parent: {
    familyPassword: '家長端密碼',
    familyPasswordConfirm: '確定為「{{name}}」產生新的家長端密碼嗎？該手機號碼原有的家長端登入將立即失效。',
    familyPasswordTitle: '家長端密碼已產生',
    familyPasswordOf: '「{{name}}」（{{phone}}）的家長端密碼，首次登入後須修改',
  },
};
