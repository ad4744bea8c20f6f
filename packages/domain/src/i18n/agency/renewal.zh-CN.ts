/** Renewal reminders (issue 18): the system message a kindergarten receives; the source language. */
export const renewalTextZhCN = {
  renewal: {
    title: '续费提醒',
    platformService: '本园的平台服务将于 {{end}} 到期（还有 {{days}} 天），请及时续费。',
    platformServiceToday: '本园的平台服务将于今天（{{end}}）到期，请及时续费。',
    memberships: '以下幼儿的会员将在 {{days}} 天内到期，请提醒家长续费：',
    membership: '{{name}}：{{end}} 到期',
  },
} as const;
