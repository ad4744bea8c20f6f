import type { DictShape } from '@kg/domain';
import type { chartTest as source } from '../zh-CN/chart-test';

export const chartTest: DictShape<typeof source> = {
  title: '圖表測試',
  hint: '產品中用到的每種圖表，以範例資料繪製，用於逐一檢查各語言下的顯示。',
  grouped: '並列長條圖（Canvas）：各班晨檢',
  stacked: '堆疊百分比長條圖（Canvas）：各班出勤',
  svg: 'SVG 長條圖：異常類型',
  line: '按月的折線與長條圖：幼兒園與設備',
  reach: '按幼兒園的長條圖（可點擊下鑽）：晨檢',
  picked: '已選：{{name}}',
  series: {
    checked: '已晨檢',
    abnormal: '異常',
    present: '出勤',
    leave: '請假',
    absent: '未到',
    kindergartens: '幼兒園',
    machines: '設備',
    fever: '發燒',
    hand: '手部',
    mouth: '口腔',
    eyes: '眼部',
  },
  axis: {
    people: '人數',
    times: '人次',
    count: '數量',
  },
  sample: {
    c1: '小一班',
    c2: '小二班',
    c3: '中一班',
    c4: '大一班',
    k1: '陽光幼兒園',
    k2: '彩虹幼兒園',
    k3: '星星幼兒園',
  },
};
