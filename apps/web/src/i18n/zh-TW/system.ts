import type { DictShape } from '@kg/domain';
import type { system as source } from '../zh-CN/system';

export const system: DictShape<typeof source> = {
  user: {
    resetPassword: '重設密碼',
    resetConfirm: '確定重設「{{name}}」的密碼嗎？舊密碼將立即失效。',
    createdTitle: '帳號已建立',
    resetTitle: '密碼已重設',
    passwordOf: '「{{name}}」的登入密碼',
  },
  admin: {
    title: '管理員 · {{org}}',
  },
  role: {
    authorize: '授權',
  },
  authorization: {
    role: '角色',
    rolePlaceholder: '請選擇要授權的角色',
    pickRole: '請先選擇一個角色，再為它勾選選單和按鈕權限',
    system: '所屬系統',
    save: '儲存授權',
    revert: '復原修改',
    checkAll: '全選',
    uncheckAll: '全不選',
    expandAll: '全部展開',
    collapseAll: '全部收合',
    empty: '該系統還沒有選單',
    checkedCount: '已選 {{count}} 項',
    unsaved: '有未儲存的修改',
    hint: '勾選按鈕會同時勾選它所在的頁面和目錄；取消頁面或目錄會取消其下全部內容。',
  },
  menu: {
    system: '系統',
    hint: '選單依系統分別維護，每個系統的使用者登入後看到自己系統的選單。',
    rootParent: '無（頂層選單）',
  },
  dictionary: {
    addType: '新增字典類型',
    addValue: '新增字典值',
    enabled: '啟用',
  },
  area: {
    title: '行政區劃',
    searchPlaceholder: '輸入 6 位地區編碼查找',
    invalidCode: '請輸入 6 位數字的地區編碼',
    notFound: '找不到地區編碼 {{code}}',
    code: '編碼',
  },
  appModule: {
    title: 'APP 模組設定',
    hint: '依組織類型開啟或關閉 APP 功能模組，修改立即生效。',
    module: '功能模組',
    readOnly: '您沒有修改權限，只能檢視',
  },
  log: {
    resources: {
      session: '登入工作階段',
      appModule: 'APP 模組設定',
      familyAccount: '家長帳號',
      healthCheckPhotos: '晨檢照片',
      healthDayDetail: '當日晨檢明細',
      timetable: '課程表',
      noticeRead: '通知已讀',
      terminalAccount: '終端帳號',
      kigSetting: '幼兒園設定',
      agentBankAccount: '代理商銀行帳戶',
      smsCode: '簡訊驗證碼',
      ledgerStatement: '對帳單',
      reconciliation: '對帳報告',
      kigGroup: '幼兒園所屬集團',
      outbreakAlert: '疫情預警',
      outbreakRules: '預警規則',
    },
  },
};
