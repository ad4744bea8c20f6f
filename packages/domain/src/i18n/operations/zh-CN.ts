/** Operations (issue 18): system messages and the inbox, grow tags, costs; the source language. */
export const operationsTextZhCN = {
  inbox: {
    title: '消息',
    badge: '消息，{{count}} 条未读',
    empty: '暂无消息',
    unread: '未读',
    read: '已读',
    shownAt: '发布时间',
    open: '查看',
    back: '返回列表',
  },
  cost: { duplicate: '该月份已登记此类成本' },
  feedback: { answerFirst: '请先答复再关闭', alreadyAnswered: '该反馈已答复', closed: '该反馈已关闭', answerTitle: '答复反馈' },
  help: { button: '帮助', title: '用户帮助', search: '搜索帮助', empty: '没有找到帮助文章', back: '返回列表', allCategories: '全部类别' },
} as const;

export const operationsEntitiesZhCN = {
  sysMessage: {
    title: '系统消息',
    fields: {
      title: '标题',
      content: '内容',
      appTypes: '接收系统',
      orgKinds: '组织类型',
      areaCode: '地区',
      orgIds: '指定组织',
      showFrom: '展示时间',
      state: '状态',
      readCount: '已读人数',
      publishedAt: '发布于',
      withdrawnAt: '撤回于',
    },
    values: {
      state: { draft: '草稿', published: '已发布', withdrawn: '已撤回' },
      appTypes: { 3: '幼儿园', 4: '幼儿园集团', 5: '代理商', 6: '机构', 7: '专家', 8: '系统管理', 9: '运营', 11: '财务', 18: '机构运营', 20: '监管' },
      orgKinds: { platform: '平台', agent: '代理商', group: '幼儿园集团', kindergarten: '幼儿园', institution: '医疗机构', expert: '专家', supervision: '监管部门' },
    },
    actions: { publish: '发布', withdraw: '撤回' },
  },
  growTag: {
    title: '成长标签',
    fields: { tagName: '标签', ageGroup: '适用年龄段', sort: '排序', remark: '备注' },
    values: { ageGroup: { all: '全部', small: '小班', middle: '中班', large: '大班' } },
  },
  cost: {
    title: '运营成本',
    fields: { month: '月份', costKind: '成本类型', amount: '金额（元）', remark: '备注' },
    values: { costKind: { server: '服务器', storage: '存储', bandwidth: '带宽', sms: '短信', staff: '人力', other: '其他' } },
  },
  feedback: {
    title: '意见反馈',
    fields: {
      kigId: '幼儿园',
      feedbackKind: '类型',
      content: '内容',
      picture: '图片',
      contact: '联系方式',
      source: '来源',
      filedAt: '提交时间',
      state: '状态',
      answer: '答复',
      answeredBy: '答复人',
      answeredAt: '答复时间',
      closedAt: '关闭时间',
    },
    values: {
      feedbackKind: { suggestion: '建议', problem: '问题', complaint: '投诉', other: '其他' },
      source: { kindergarten: '幼儿园', family: '家长' },
      state: { open: '待答复', answered: '已答复', closed: '已关闭' },
    },
    actions: { answer: '答复', close: '关闭' },
  },
  helpArticle: {
    title: '用户帮助',
    fields: { title: '标题', category: '类别', bodyZhCN: '正文（简体中文）', bodyZhTW: '正文（繁體中文）', bodyEn: '正文（English）', sort: '排序', published: '已发布' },
    values: { category: { gettingStarted: '入门', account: '账号与登录', campus: '园务', health: '健康', attendance: '考勤', devices: '设备', other: '其他' } },
  },
  popup: {
    title: '弹窗',
    fields: { title: '标题', content: '内容', link: '链接', audience: '展示对象', priority: '优先级', beginDate: '开始日期', endDate: '结束日期', state: '状态' },
    values: { audience: { all: '家长端和教师端', parents: '家长端', teachers: '教师端' }, state: { draft: '草稿', on: '已上架', off: '已下架' } },
    actions: { turnOn: '上架', turnOff: '下架' },
  },
} as const;
