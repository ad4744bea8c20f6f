import type { DictShape } from '../types.js';
import type { campusZhCN } from './zh-CN.js';

export const campusZhTW: DictShape<typeof campusZhCN> = {
  grade: {
    title: '年級',
    fields: {
      gradeName: '年級名稱',
      kigId: '幼兒園',
      sort: '排序',
    },
  },
  classroom: {
    title: '教室',
    fields: {
      name: '教室名稱',
      kigId: '幼兒園',
      location: '位置',
      capacity: '容納人數',
    },
  },
  class: {
    title: '班級',
    fields: {
      className: '班級名稱',
      kigId: '幼兒園',
      gradeId: '年級',
      headTeacherId: '班導師',
      classroomId: '教室',
      sort: '排序',
    },
  },
  term: {
    title: '學期',
    fields: {
      schoolYear: '學年',
      semester: '學期',
      kigId: '幼兒園',
      beginDate: '開始日期',
      endDate: '結束日期',
    },
    values: {
      semester: { autumn: '秋季學期', spring: '春季學期' },
    },
  },
  position: {
    title: '職位',
    fields: {
      positionName: '職位名稱',
      kigId: '幼兒園',
      sort: '排序',
    },
  },
  teacher: {
    title: '教師',
    fields: {
      name: '姓名',
      kigId: '幼兒園',
      phone: '手機號碼',
      positionId: '職位',
      rank: '職級',
      cardNo: '簽到卡號',
      facePhoto: '人臉照片',
      status: '狀態',
      resignDate: '離職日期',
    },
    values: {
      status: { onDuty: '在職', resigned: '離職' },
    },
    actions: { resign: '離職', reinstate: '復職' },
  },
  student: {
    title: '學生',
    fields: {
      name: '姓名',
      kigId: '幼兒園',
      studentNumber: '學號',
      cardNo: '簽到卡號',
      classId: '班級',
      gender: '性別',
      birthDate: '出生日期',
      enrolDate: '入園日期',
      facePhoto: '人臉照片',
      serviceEndDate: '服務到期日',
      status: '狀態',
      graduatedDate: '畢業日期',
    },
    values: {
      gender: { male: '男', female: '女' },
      status: { studying: '在讀', graduated: '已畢業', left: '已離園' },
    },
    actions: { leave: '離園', return: '返園' },
  },
  parent: {
    title: '家長',
    fields: {
      name: '姓名',
      kigId: '幼兒園',
      phone: '手機號碼',
    },
  },
  driver: {
    title: '司機',
    fields: {
      driverName: '姓名',
      kigId: '幼兒園',
      phone: '手機號碼',
      phone2: '備用電話一',
      phone3: '備用電話二',
      driverAge: '年齡',
      licenceNo: '駕駛執照號',
    },
  },
  visitor: {
    title: '訪客',
    fields: {
      name: '姓名',
      kigId: '幼兒園',
      phone: '手機號碼',
      reason: '來訪事由',
      visitTime: '來訪時間',
      hostTeacherId: '接待教師',
    },
  },
  enrollment: {
    title: '招生',
    fields: {
      childName: '幼兒姓名',
      kigId: '幼兒園',
      birthDate: '出生日期',
      gender: '性別',
      parentName: '家長姓名',
      parentPhone: '家長手機',
      gradeId: '意向年級',
      note: '備註',
      status: '狀態',
      studentId: '學生',
    },
    values: {
      gender: { male: '男', female: '女' },
      status: { pending: '待跟進', following: '跟進中', preAdmitted: '預錄取', admitted: '已錄取', invalid: '無效' },
    },
    actions: { follow: '跟進', preAdmit: '預錄取', invalidate: '設為無效', reopen: '重新跟進' },
  },
  bracelet: {
    title: '手環',
    fields: {
      mac: 'MAC 位址',
      kigId: '幼兒園',
      studentId: '學生',
    },
  },
  consent: {
    title: '監護人同意',
    fields: {
      kigId: '幼兒園',
      studentId: '幼兒',
      purpose: '同意事項',
      decision: '決定',
      source: '來源',
      guardianName: '監護人',
      parentId: '家長帳號',
      scanPath: '同意書掃描檔',
      textVersion: '文本版本',
      decidedAt: '決定時間',
    },
    values: {
      purpose: { facePhotos: '人臉照片', healthChecks: '健康檢查' },
      decision: { given: '同意', withdrawn: '撤回' },
      source: { family: '家長端', paper: '紙本同意書' },
    },
  },
};
