import type { DictShape } from '@kg/domain';
import type { chartTest as source } from '../zh-CN/chart-test';

export const chartTest: DictShape<typeof source> = {
  title: 'Chart test',
  hint: 'Every kind of chart the product draws, with sample data, to check each in every language.',
  grouped: 'Bars side by side (canvas): morning checks by class',
  stacked: 'Stacked shares (canvas): attendance by class',
  svg: 'Bars drawn as SVG: abnormal findings',
  line: 'Lines and bars by month: kindergartens and machines',
  reach: 'Bars by kindergarten (a click drills down): checks',
  picked: 'Picked: {{name}}',
  series: {
    checked: 'Checked',
    abnormal: 'Abnormal',
    present: 'Present',
    leave: 'On leave',
    absent: 'Not arrived',
    kindergartens: 'Kindergartens',
    machines: 'Machines',
    fever: 'Fever',
    hand: 'Hands',
    mouth: 'Mouth',
    eyes: 'Eyes',
  },
  axis: {
    people: 'People',
    times: 'Times',
    count: 'Count',
  },
  sample: {
    c1: 'Nursery 1',
    c2: 'Nursery 2',
    c3: 'Middle 1',
    c4: 'Senior 1',
    k1: 'Sunshine Kindergarten',
    k2: 'Rainbow Kindergarten',
    k3: 'Star Kindergarten',
  },
};
