import type { agencyEntitiesZhCN, agencyTextZhCN } from './zh-CN.js';
import type { DictShape } from '../types.js';
import { kigBaseEntityZhTW, kigBaseTextZhTW } from './kig-base.zh-TW.js';

export const agencyEntitiesZhTW: DictShape<typeof agencyEntitiesZhCN> = {
  kigOpening: {
    title: '開園申請',
    fields: {
      kigCode: '幼兒園編碼',
      kigName: '幼兒園名稱',
      kigType: '幼兒園類型',
      agentId: '代理商',
      groupId: '所屬集團',
      contactName: '負責人',
      contactPhone: '負責人電話',
      areaCode: '所在地區',
      address: '詳細地址',
      kigOpenDate: '開園日期',
      website: '網址',
      systemType: '系統類型',
      adminUserName: '管理員使用者名稱',
      adminPassword: '管理員初始密碼',
      terminalLoginName: '終端登入名',
      terminalPassword: '終端密碼',
      checkedFlag: '審核狀態',
      reason: '駁回原因',
      checkedBy: '審核人',
      checkedAt: '審核時間',
      openedKigId: '開通的幼兒園',
    },
    values: {
      systemType: { universal: '通用版', wechat: '微信版' },
      checkedFlag: { pending: '待審核', approved: '已通過', rejected: '已駁回' },
    },
  },
  ...kigBaseEntityZhTW,
  advert: {
    title: '廣告',
    fields: {
      adName: '廣告名稱',
      channel: '渠道',
      adPosition: '廣告位置',
      picture: '圖片',
      adWeight: '權重',
      link: '連結',
      beginDate: '開始日期',
      endDate: '結束日期',
      kigIds: '投放幼兒園',
      sort: '排序',
      state: '狀態',
    },
    values: {
      channel: { parentApp: '家長端', teacherApp: '教師端' },
      adPosition: { startScreen: '啟動頁', homeBanner: '首頁輪播圖', homeFeed: '首頁資訊流' },
      state: { draft: '草稿', on: '已上架', off: '已下架' },
    },
    actions: { turnOn: '上架', turnOff: '下架' },
  },
  document: {
    title: '資料下載',
    fields: {
      docName: '資料名稱',
      docType: '資料類型',
      file: '檔案',
      address: '位址',
      remark: '備註',
      orgId: '發布方',
    },
    values: {
      docType: { promotion: '宣傳資料', appDescription: 'APP 說明', morningCheck: '晨檢', signInMachine: '簽到機', other: '其他' },
    },
  },
  salesman: {
    title: '業務員',
    fields: {
      name: '姓名',
      phone: '手機號',
      orgId: '代理商',
      state: '狀態',
      remark: '備註',
    },
    values: {
      state: {
        onDuty: '在職',
        left: '離職',
      },
    },
    actions: {
      resign: '離職',
      reinstate: '復職',
    },
  },
};

export const agencyTextZhTW: DictShape<typeof agencyTextZhCN> = {
  kig: kigBaseTextZhTW,
  opening: {
    closed: '已通過的開園申請不能再修改',
    notAgent: '請選擇代理商',
    groupNotOfAgent: '集團不屬於該代理商',
    passwordRequired: '請輸入初始密碼',
    builtInRole: '園長',
  },
  advert: {
    httpsOnly: '連結須以 https:// 開頭',
  },
  document: {
    fileOrAddress: '請上傳檔案或填寫位址',
    platformReadOnly: '平台發布的資料不能修改',
    download: '下載',
    noFile: '該資料沒有可下載的檔案',
  },
  salesman: {
    notAgent: '只有代理商可以維護業務員',
    notOnDuty: '該業務員已離職，不能分配幼兒園',
    kigNotOfAgent: '該幼兒園不屬於業務員所在的代理商',
    hasKigs: '該業務員還有幼兒園，請先將幼兒園分配給其他業務員',
    hasNoSalesman: '該幼兒園目前沒有業務員',
  },
  stats: {
    sheetTitle: '{{owner}} 數據統計 {{from}}~{{to}}',
    month: '月份',
    opened: '新開幼兒園',
    children: '服務幼兒（月末）',
    kigCode: '幼兒園編碼',
    kigName: '幼兒園',
    agent: '代理商',
    openedOn: '開園日期',
    childrenNow: '在園幼兒',
    machines: '設備數',
    total: '合計',
    monthsCaption: '按月',
    kigsCaption: '按幼兒園',
    memberships: '售出會員',
    membershipYuan: '會員收入（元）',
  },
};
