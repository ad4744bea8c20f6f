import type { KigHomeCard, KigHomeNote } from '@kg/domain';

/** kigHome: a kindergarten's day at a glance (a group's, per kindergarten). */
export const kigHome = {
  title: '今日园况',
  refreshed: '{{time}} 更新，每分钟自动刷新',
  loadFailed: '今日园况加载失败',
  open: '查看',
  total: '各园合计',
  byKindergarten: '各园今日',
  kindergarten: '幼儿园',
  noCards: '您的角色没有可在此查看的页面。',
  noKindergartens: '还没有幼儿园。',
  /** Between a day's meals in a table's cell. */
  mealSeparator: '；',
  /** A platform service ending within 30 days: the home's notice. */
  serviceEnd: {
    own: '本园的平台服务将于 {{end}} 到期，还有 {{days}} 天',
    ownToday: '本园的平台服务将于今天（{{end}}）到期',
    kig: '{{name}}的平台服务将于 {{end}} 到期，还有 {{days}} 天',
    kigToday: '{{name}}的平台服务将于今天（{{end}}）到期',
    howTo: '续费请联系所属代理商为本园购买平台服务套餐，新的服务期从当前到期日的次日起算。',
  },
  cards: {
    attendance: '幼儿出勤',
    checks: '晨检',
    activities: '活动审核',
    letters: '园长信箱',
    recipe: '今日食谱',
  } satisfies Record<KigHomeCard, string>,
  notes: {
    noChildren: '没有在园幼儿。',
    notWorkDay: '今天不是上学日。',
    noChecksYet: '今天还没有晨检记录。',
    noRecipe: '今天还没有食谱。',
  } satisfies Record<KigHomeNote, string>,
};
