/** Operations -> Manual check (issue 18): the source language. */
export const opsManualCheck = {
  kindergarten: '幼儿园',
  allKindergartens: '全部幼儿园',
  day: '检查日期',
  anyDay: '全部日期',
  session: '晨检/午检',
  anySession: '全部',
  child: '幼儿',
  className: '班级',
  checkedAt: '检查时间',
  temperature: '体温',
  reasons: '异常原因',
  photo: '照片',
  noPhoto: '无照片',
  review: '复核',
  empty: '没有待复核的检查',
  total: '待复核 {{count}} 条',
};
