import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

/** The chart components of components/chart (a file named after the chart it exports: BarsChart.tsx). */
const CHARTS = readdirSync(path.join(SRC, 'components/chart'))
  .filter((file) => /^[A-Z]\w*Chart\.tsx$/.test(file) && file !== 'Chart.tsx')
  .map((file) => file.replace(/\.tsx$/, ''));

/**
 * The charts' test page (atomTest) draws the product's own chart components, each of them: a chart kind
 * added to components/chart without a sample there, or a page redrawing charts of its own, fails here.
 */
describe('the chart test page', () => {
  const page = read('pages/operations/ChartTestPage.tsx');

  it('finds the shared chart components', () => {
    expect(CHARTS).toEqual(expect.arrayContaining(['BarsChart', 'ComboChart', 'CountBarsChart', 'LinesChart']));
  });

  it.each(CHARTS)('draws %s with sample data', (chart) => {
    expect(page).toContain(`import { ${chart} } from '../../components/chart/${chart}';`);
    expect(page).toMatch(new RegExp(`<${chart}\\b`));
  });

  it('draws the reports’ bars by kindergarten, and no ECharts of its own', () => {
    expect(page).toMatch(/<ReachBarChart\b/);
    expect(page).not.toMatch(/from 'echarts/);
  });

  it.each(['home/HomeCharts', 'health/HealthCharts', 'health/GrowthCharts', 'health/HealthMonthlyChart', 'operations/OpsStatsCharts', 'agency/AgentStatsCharts'])(
    '%s draws the shared components, not ECharts itself',
    (file) => {
      const source = read(`pages/${file}.tsx`);
      expect(source).not.toMatch(/from 'echarts/);
      expect(source).toMatch(/from '\.\.\/\.\.\/components\/chart\/\w+Chart'/);
    },
  );
});
