import type { DictShape } from '../types.js';
import type { systemZhCN } from './zh-CN.js';

export const systemZhTW: DictShape<typeof systemZhCN> = {
  organization: {
    title: '組織機構',
    fields: {
      name: '名稱',
      code: '編碼',
      kind: '類型',
      parentId: '上級組織',
      areaCode: '所在地區',
      address: '詳細地址',
      contactName: '負責人',
      contactPhone: '聯絡電話',
      status: '狀態',
      sort: '排序',
    },
    actions: { enable: '啟用', disable: '停用' },
  },
  user: {
    title: '使用者',
    fields: {
      userName: '使用者名稱',
      nickName: '姓名',
      orgId: '所屬組織',
      appType: '系統類型',
      phone: '手機號碼',
      email: '電子郵件',
      roleIds: '角色',
      status: '狀態',
      lastLoginAt: '最近登入',
    },
    actions: { enable: '啟用', disable: '停用' },
  },
  role: {
    title: '角色',
    fields: {
      name: '角色名稱',
      orgId: '所屬組織',
      appType: '系統類型',
      description: '描述',
      menuIds: '功能權限',
      status: '狀態',
      sort: '排序',
    },
    actions: { enable: '啟用', disable: '停用' },
  },
  menu: {
    title: '選單',
    fields: {
      name: '選單名稱',
      parentId: '上級選單',
      appType: '系統類型',
      kind: '類型',
      href: '路徑',
      icon: '圖示',
      componentUrl: '頁面',
      permission: '權限標識',
      isShow: '在選單中顯示',
      sort: '排序',
    },
    values: {
      kind: { directory: '目錄', page: '頁面', button: '按鈕' },
      componentUrl: { 'home/index': '首頁' },
    },
  },
  dictionary: {
    title: '資料字典',
    fields: { name: '名稱', code: '編碼', parentId: '所屬類型', status: '狀態', sort: '排序' },
    actions: { enable: '啟用', disable: '停用' },
  },
  auditLog: {
    title: '操作日誌',
    fields: {
      at: '時間',
      userName: '使用者',
      action: '操作',
      resource: '對象',
      resourceId: '對象編號',
      ip: 'IP 位址',
      result: '結果',
    },
  },
};
