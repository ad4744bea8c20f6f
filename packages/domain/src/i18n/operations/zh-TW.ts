import type { DictShape } from '../types.js';
import type { operationsEntitiesZhCN, operationsTextZhCN } from './zh-CN.js';

export const operationsTextZhTW: DictShape<typeof operationsTextZhCN> = {
  inbox: {
    title: '訊息',
    badge: '訊息，{{count}} 則未讀',
    empty: '暫無訊息',
    unread: '未讀',
    read: '已讀',
    shownAt: '發布時間',
    open: '查看',
    back: '返回列表',
  },
  cost: { duplicate: '該月份已登記此類成本' },
  feedback: { answerFirst: '請先答覆再關閉', alreadyAnswered: '該回饋已答覆', closed: '該回饋已關閉', answerTitle: '答覆回饋' },
  help: { button: '說明', title: '使用者說明', search: '搜尋說明', empty: '沒有找到說明文章', back: '返回列表', allCategories: '全部類別' },
};

export const operationsEntitiesZhTW: DictShape<typeof operationsEntitiesZhCN> = {
  sysMessage: {
    title: '系統訊息',
    fields: {
      title: '標題',
      content: '內容',
      appTypes: '接收系統',
      orgKinds: '組織類型',
      areaCode: '地區',
      orgIds: '指定組織',
      showFrom: '展示時間',
      state: '狀態',
      readCount: '已讀人數',
      publishedAt: '發布於',
      withdrawnAt: '撤回於',
    },
    values: {
      state: { draft: '草稿', published: '已發布', withdrawn: '已撤回' },
      appTypes: { 3: '幼兒園', 4: '幼兒園集團', 5: '代理商', 6: '機構', 7: '專家', 8: '系統管理', 9: '營運', 11: '財務', 18: '機構營運', 20: '監管' },
      orgKinds: { platform: '平台', agent: '代理商', group: '幼兒園集團', kindergarten: '幼兒園', institution: '醫療機構', expert: '專家', supervision: '監管部門' },
    },
    actions: { publish: '發布', withdraw: '撤回' },
  },
  growTag: {
    title: '成長標籤',
    fields: { tagName: '標籤', ageGroup: '適用年齡層', sort: '排序', remark: '備註' },
    values: { ageGroup: { all: '全部', small: '小班', middle: '中班', large: '大班' } },
  },
  cost: {
    title: '營運成本',
    fields: { month: '月份', costKind: '成本類型', amount: '金額（元）', remark: '備註' },
    values: { costKind: { server: '伺服器', storage: '儲存', bandwidth: '頻寬', sms: '簡訊', staff: '人力', other: '其他' } },
  },
  feedback: {
    title: '意見回饋',
    fields: {
      kigId: '幼兒園',
      feedbackKind: '類型',
      content: '內容',
      picture: '圖片',
      contact: '聯絡方式',
      source: '來源',
      filedAt: '提交時間',
      state: '狀態',
      answer: '答覆',
      answeredBy: '答覆人',
      answeredAt: '答覆時間',
      closedAt: '關閉時間',
    },
    values: {
      feedbackKind: { suggestion: '建議', problem: '問題', complaint: '投訴', other: '其他' },
      source: { kindergarten: '幼兒園', family: '家長' },
      state: { open: '待答覆', answered: '已答覆', closed: '已關閉' },
    },
    actions: { answer: '答覆', close: '關閉' },
  },
  helpArticle: {
    title: '使用者說明',
    fields: { title: '標題', category: '類別', bodyZhCN: '正文（简体中文）', bodyZhTW: '正文（繁體中文）', bodyEn: '正文（English）', sort: '排序', published: '已發布' },
    values: { category: { gettingStarted: '入門', account: '帳號與登入', campus: '園務', health: '健康', attendance: '考勤', devices: '設備', other: '其他' } },
  },
  popup: {
    title: '彈窗',
    fields: { title: '標題', content: '內容', link: '連結', audience: '展示對象', priority: '優先級', beginDate: '開始日期', endDate: '結束日期', state: '狀態' },
    values: { audience: { all: '家長端和教師端', parents: '家長端', teachers: '教師端' }, state: { draft: '草稿', on: '已上架', off: '已下架' } },
    actions: { turnOn: '上架', turnOff: '下架' },
  },
};
