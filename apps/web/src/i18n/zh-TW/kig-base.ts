import type { DictShape } from '@kg/domain';
import type { kigBase as source } from '../zh-CN/kig-base';

export const kigBase: DictShape<typeof source> = {
  totals: { title: '即時統計', children: '在園幼兒', teachers: '在職教師', classes: '班級' },
  setting: {
    profile: '幼兒園資料',
    required: '請填寫此項',
    phoneByCode: '負責人電話需簡訊驗證後修改',
    timeZone: '時區',
    save: '儲存',
  },
  appModules: {
    title: '家長端功能',
    agentTitle: '旗下幼兒園的家長端功能（預設）',
    order: '幼兒園自己的設定優先，其次是代理商的預設設定，最後是平台設定。',
    follow: '跟隨代理商/平台',
    followPlatform: '跟隨平台',
    on: '顯示',
    off: '隱藏',
    shown: '顯示',
    hidden: '隱藏',
    platform: '平台：{{state}}',
  },
  terminal: { title: '終端帳號密碼', password: '新密碼', save: '修改密碼' },
  periods: { title: '每日課節', link: '前往課節設定' },
  /** The kindergartens whose platform service ends soon, above the list. */
  ending: {
    title: '{{days}} 天內平台服務到期的幼兒園',
    hint: '由所屬代理商為其購買平台服務套餐即可續期；在此之前，該園人員的首頁會顯示到期提醒。',
    item: '{{name}}（{{code}}）：{{end}} 到期，還有 {{days}} 天',
    itemToday: '{{name}}（{{code}}）：今天（{{end}}）到期',
  },
  erase: {
    action: '刪除資料',
    title: '刪除幼兒園資料：{{name}}',
    intro: '將刪除「{{name}}」（{{code}}）的資料，且無法復原。',
    what: '幼兒、家長、教師等人員的個人資料將被清除，家長與幼兒的關聯將被移除；該園所有帳號停用並立即登出；幼兒園將從列表中刪除。隨後在背景從儲存空間刪除其檔案（幼兒及設備拍攝的照片、掃描檔、上傳檔案）。按日彙總與統計數字會保留（不含個人資料）。',
    done: '已刪除「{{name}}」的資料：幼兒 {{children}} 名，家長 {{parents}} 名，帳號 {{accounts}} 個已停用；正在刪除儲存的檔案 {{files}} 個',
  },
};
