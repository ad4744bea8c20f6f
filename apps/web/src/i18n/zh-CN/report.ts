/** The report family's own words (components/report): its kindergarten and class pickers, its reach tables. */
export const report = {
  kindergarten: '幼儿园',
  chooseKindergarten: '请先选择幼儿园',
  className: '班级',
  allClasses: '全部班级',
  back: '返回各园概况',
  reach: {
    allAreas: '全部地区',
    byArea: '按地区',
    byKindergarten: '按幼儿园',
    unknownArea: '未知地区',
    name: '地区 / 幼儿园',
    kindergartenCount: '幼儿园数',
  },
  overview: {
    kindergarten: '幼儿园',
    total: '合计',
    empty: '暂无幼儿园',
    view: '查看',
  },
};
