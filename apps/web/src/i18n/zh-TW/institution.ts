import type { DictShape } from '@kg/domain';
import type { opsInstitutions as source } from '../zh-CN/institution';

export const opsInstitutions: DictShape<typeof source> = {
  search: '機構名稱',
  open: '開通機構',
  actions: { contracts: '簽約幼兒園', experts: '專家帳號' },
  contractsTitle: '{{name}}的簽約幼兒園',
  expertsTitle: '{{name}}的帳號',
  noInstitutions: '暫無醫療機構',
  noContracts: '暫無簽約幼兒園',
  noAccounts: '暫無帳號',
  columns: {
    note: '備註',
    userName: '使用者名稱',
    nickName: '姓名',
    org: '所屬機構',
    system: '系統',
  },
  form: {
    title: '開通醫療機構',
    hint: '開通後自動建立機構管理員角色和第一個帳號，初始密碼由系統產生，只顯示一次；首次登入須修改密碼。',
    name: '機構名稱',
    code: '機構編碼',
    area: '所在地區',
    contactName: '聯絡人',
    contactPhone: '聯絡電話',
    userName: '管理員使用者名稱',
    submit: '開通',
  },
  passwordTitle: '{{name}}已開通',
  passwordOf: '管理員帳號 {{userName}} 的初始密碼',
};
