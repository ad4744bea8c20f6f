import type { DictShape } from '@kg/domain';
import type { kigHome as source } from '../zh-CN/kig-home';

export const kigHome: DictShape<typeof source> = {
  title: '今日園況',
  refreshed: '{{time}} 更新，每分鐘自動重新整理',
  loadFailed: '今日園況載入失敗',
  open: '查看',
  total: '各園合計',
  byKindergarten: '各園今日',
  kindergarten: '幼兒園',
  noCards: '您的角色沒有可在此查看的頁面。',
  noKindergartens: '還沒有幼兒園。',
  /** Between a day's meals in a table's cell. */
  mealSeparator: '；',
  /** A platform service ending within 30 days: the home's notice. */
  serviceEnd: {
    own: '本園的平台服務將於 {{end}} 到期，還有 {{days}} 天',
    ownToday: '本園的平台服務將於今天（{{end}}）到期',
    kig: '{{name}}的平台服務將於 {{end}} 到期，還有 {{days}} 天',
    kigToday: '{{name}}的平台服務將於今天（{{end}}）到期',
    howTo: '續費請聯絡所屬代理商為本園購買平台服務套餐，新的服務期自目前到期日的次日起算。',
  },
  cards: {
    attendance: '幼兒出勤',
    checks: '晨檢',
    activities: '活動審核',
    letters: '園長信箱',
    recipe: '今日食譜',
  },
  notes: {
    noChildren: '沒有在園幼兒。',
    notWorkDay: '今天不是上學日。',
    noChecksYet: '今天還沒有晨檢紀錄。',
    noRecipe: '今天還沒有食譜。',
  },
};
