/** Words of the kindergartens' records and settings screens (entity labels live in the shared dictionaries). */
export const kigBase = {
  totals: { title: '实时统计', children: '在园幼儿', teachers: '在职教师', classes: '班级' },
  setting: {
    profile: '幼儿园资料',
    required: '请填写此项',
    phoneByCode: '负责人电话需短信验证后修改',
    timeZone: '时区',
    save: '保存',
  },
  appModules: {
    title: '家长端功能',
    agentTitle: '旗下幼儿园的家长端功能（默认）',
    order: '幼儿园自己的设置优先，其次是代理商的默认设置，最后是平台设置。',
    follow: '跟随代理商/平台',
    followPlatform: '跟随平台',
    on: '显示',
    off: '隐藏',
    shown: '显示',
    hidden: '隐藏',
    platform: '平台：{{state}}',
  },
  terminal: { title: '终端账号密码', password: '新密码', save: '修改密码' },
  periods: { title: '每日课节', link: '前往课节设置' },
  /** The kindergartens whose platform service ends soon, above the list. */
  ending: {
    title: '{{days}} 天内平台服务到期的幼儿园',
    hint: '由所属代理商为其购买平台服务套餐即可续期；在此之前，该园人员的首页会显示到期提醒。',
    item: '{{name}}（{{code}}）：{{end}} 到期，还有 {{days}} 天',
    itemToday: '{{name}}（{{code}}）：今天（{{end}}）到期',
  },
  erase: {
    action: '删除数据',
    title: '删除幼儿园数据：{{name}}',
    intro: '将删除「{{name}}」（{{code}}）的数据，且无法恢复。',
    what: '幼儿、家长、教师等人员的个人信息将被清除，家长与幼儿的关联将被移除；该园所有账号停用并立即退出登录；幼儿园将从列表中删除。随后在后台从存储中删除其文件（幼儿及设备拍摄的照片、扫描件、上传文件）。按日汇总与统计数字会保留（不含个人信息）。',
    done: '已删除「{{name}}」的数据：幼儿 {{children}} 名，家长 {{parents}} 名，账号 {{accounts}} 个已停用；正在删除存储的文件 {{files}} 个',
  },
};
