/** Labels of the campus entities (source language). */
export const campusZhCN = {
  grade: {
    title: '年级',
    fields: {
      gradeName: '年级名称',
      kigId: '幼儿园',
      sort: '排序',
    },
  },
  classroom: {
    title: '教室',
    fields: {
      name: '教室名称',
      kigId: '幼儿园',
      location: '位置',
      capacity: '容纳人数',
    },
  },
  class: {
    title: '班级',
    fields: {
      className: '班级名称',
      kigId: '幼儿园',
      gradeId: '年级',
      headTeacherId: '班主任',
      classroomId: '教室',
      sort: '排序',
    },
  },
  term: {
    title: '学期',
    fields: {
      schoolYear: '学年',
      semester: '学期',
      kigId: '幼儿园',
      beginDate: '开始日期',
      endDate: '结束日期',
    },
    values: {
      semester: { autumn: '秋季学期', spring: '春季学期' },
    },
  },
  position: {
    title: '职位',
    fields: {
      positionName: '职位名称',
      kigId: '幼儿园',
      sort: '排序',
    },
  },
  teacher: {
    title: '教师',
    fields: {
      name: '姓名',
      kigId: '幼儿园',
      phone: '手机号',
      positionId: '职位',
      rank: '职级',
      cardNo: '签到卡号',
      facePhoto: '人脸照片',
      status: '状态',
      resignDate: '离职日期',
    },
    values: {
      status: { onDuty: '在职', resigned: '离职' },
    },
    actions: { resign: '离职', reinstate: '复职' },
  },
  student: {
    title: '学生',
    fields: {
      name: '姓名',
      kigId: '幼儿园',
      studentNumber: '学号',
      cardNo: '签到卡号',
      classId: '班级',
      gender: '性别',
      birthDate: '出生日期',
      enrolDate: '入园日期',
      facePhoto: '人脸照片',
      serviceEndDate: '服务到期日',
      status: '状态',
      graduatedDate: '毕业日期',
    },
    values: {
      gender: { male: '男', female: '女' },
      status: { studying: '在读', graduated: '已毕业', left: '已离园' },
    },
    actions: { leave: '离园', return: '返园' },
  },
  parent: {
    title: '家长',
    fields: {
      name: '姓名',
      kigId: '幼儿园',
      phone: '手机号',
    },
  },
  driver: {
    title: '司机',
    fields: {
      driverName: '姓名',
      kigId: '幼儿园',
      phone: '手机号',
      phone2: '备用电话一',
      phone3: '备用电话二',
      driverAge: '年龄',
      licenceNo: '驾驶证号',
    },
  },
  visitor: {
    title: '访客',
    fields: {
      name: '姓名',
      kigId: '幼儿园',
      phone: '手机号',
      reason: '来访事由',
      visitTime: '来访时间',
      hostTeacherId: '接待教师',
    },
  },
  enrollment: {
    title: '招生',
    fields: {
      childName: '幼儿姓名',
      kigId: '幼儿园',
      birthDate: '出生日期',
      gender: '性别',
      parentName: '家长姓名',
      parentPhone: '家长手机',
      gradeId: '意向年级',
      note: '备注',
      status: '状态',
      studentId: '学生',
    },
    values: {
      gender: { male: '男', female: '女' },
      status: { pending: '待跟进', following: '跟进中', preAdmitted: '预录取', admitted: '已录取', invalid: '无效' },
    },
    actions: { follow: '跟进', preAdmit: '预录取', invalidate: '设为无效', reopen: '重新跟进' },
  },
  bracelet: {
    title: '手环',
    fields: {
      mac: 'MAC 地址',
      kigId: '幼儿园',
      studentId: '学生',
    },
  },
  consent: {
    title: '监护人同意',
    fields: {
      kigId: '幼儿园',
      studentId: '幼儿',
      purpose: '同意事项',
      decision: '决定',
      source: '来源',
      guardianName: '监护人',
      parentId: '家长账号',
      scanPath: '同意书扫描件',
      textVersion: '文本版本',
      decidedAt: '决定时间',
    },
    values: {
      purpose: { facePhotos: '人脸照片', healthChecks: '健康检查' },
      decision: { given: '同意', withdrawn: '撤回' },
      source: { family: '家长端', paper: '纸质同意书' },
    },
  },
} as const;
