import type { UserInfo } from '@kg/domain';
// @vitest-environment jsdom
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { download, request } from '../../api/client';
import { fakeServer, type Received, renderSignedIn, startLanguage } from '../../test/dom-harness';
import { CountsTable } from './CountsTable';
import { DownloadButton } from './DownloadButton';
import { ReportFrame } from './ReportFrame';
import { ClassFilter, DayField } from './ReportPickers';
import { useKindergartenChoice } from './useKindergartenChoice';
import { useDayParam, useReportParam } from './useReportParams';

const KIG = '01890000-0000-7000-8000-0000000000a1';
const CLASS_A = '01890000-0000-7000-8000-0000000000c1';
const CLASS_B = '01890000-0000-7000-8000-0000000000c2';
type Row = { classId: string; className: string; present: number; absent: number };
type Figures = { rows: Row[]; totals: { present: number; absent: number } };
const FIGURES: Figures = {
  rows: [
    { classId: CLASS_A, className: 'Sunflowers', present: 12, absent: 3 },
    { classId: CLASS_B, className: 'Rainbows', present: 9, absent: 1 },
  ],
  totals: { present: 21, absent: 4 },
};

/** A report as the report screens build one: the frame, a day and a class in the address, counts by class, the sheet. */
function ToyReport() {
  const choice = useKindergartenChoice();
  const [date, setDate] = useDayParam();
  const [classId, setClassId] = useReportParam('classId');
  const query = { kigId: choice.kigId, date, classId };
  const figures = useQuery({
    queryKey: ['toy-report', query],
    queryFn: ({ signal }) => request<Figures>('GET', '/test/report', { query, signal }),
    enabled: choice.ready,
    placeholderData: keepPreviousData,
  });
  return (
    <ReportFrame
      testId="toy-report"
      choice={choice}
      query={figures}
      filters={
        <>
          <DayField label="Day" value={date} onChange={setDate} testId="toy-date" />
          <ClassFilter choice={choice} value={classId} onChange={setClassId} testId="toy-class" />
        </>
      }
      reload={{ testId: 'toy-reload' }}
      actions={
        <DownloadButton
          fetch={(onProgress) => download('GET', '/test/report/export', { query, onProgress })}
          fallbackName={`${date}.xlsx`}
          disabled={!choice.ready}
          testId="toy-export"
        />
      }
    >
      {(data) => (
        <CountsTable<Row>
          rows={data.rows}
          rowKey="classId"
          nameColumn={{ title: 'Class', dataIndex: 'className' }}
          counts={[
            { key: 'present', title: 'Present' },
            { key: 'absent', title: 'Absent', color: 'red' },
          ]}
          totals={{ label: i18n.t('attendanceReport.total'), values: data.totals }}
          emptyText={i18n.t('attendanceReport.daily.noClasses')}
          testIdPrefix="toy"
        />
      )}
    </ReportFrame>
  );
}

/** The address the screen is at, as the test reads it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderReport(path: string, account: Partial<Pick<UserInfo, 'appType' | 'baseId'>>) {
  return renderSignedIn(
    <MemoryRouter initialEntries={[path]}>
      <ToyReport />
      <Address />
    </MemoryRouter>,
    [],
    account,
  );
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const reports = (received: Received[]) => received.filter((r) => r.path === '/test/report').map((r) => Object.fromEntries(r.query));
const options = (received: Received[], path: string) => received.filter((r) => r.path === path);

/** The report's answers, and the pickers' choices. */
function reportServer(figures: (req: Received) => ReturnType<Parameters<typeof fakeServer>[0]> = () => ({ data: FIGURES })) {
  return fakeServer((req) => {
    if (req.path === '/test/report') return figures(req);
    if (req.path === '/campus/class/options')
      return {
        data: FIGURES.rows.map((r) => ({ value: r.classId, label: r.className })),
      };
    if (req.path === '/system/organization/options') return { data: [{ value: KIG, label: 'Little Pines' }] };
    return { data: null };
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('ReportFrame', () => {
  it('asks for the day and class of the address, shows the counts by class with their totals row, and keeps a new choice in the address', async () => {
    await startLanguage('en', {});
    const received = reportServer();
    renderReport(`/report?date=2026-11-10&classId=${CLASS_A}`, { appType: 3, baseId: KIG });
    const total = await screen.findByTestId('toy-total-row');
    expect(reports(received)[0]).toMatchObject({ date: '2026-11-10', classId: CLASS_A });
    expect(within(total).getByText(i18n.t('attendanceReport.total'))).toBeTruthy();
    expect(within(total).getByText('21')).toBeTruthy();
    expect(within(total).getByText('4')).toBeTruthy();
    expect(within(screen.getByTestId(`toy-class-row-${CLASS_B}`)).getByText('Rainbows')).toBeTruthy();
    // A kindergarten works in its own: no kindergarten picker, no kigId sent.
    expect(screen.queryByTestId('attendance-kindergarten-select')).toBeNull();
    expect(reports(received)[0]!.kigId).toBeUndefined();

    const day = screen.getByLabelText('Day');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-12{Enter}');
    await waitFor(() => expect(address().get('date')).toBe('2026-11-12'));
    await waitFor(() => expect(reports(received).at(-1)).toMatchObject({ date: '2026-11-12', classId: CLASS_A }));
    expect(address().get('classId')).toBe(CLASS_A);
  });

  it('has a group choose a kindergarten first, then keeps the choice in the address and clears it going back', async () => {
    await startLanguage('zh-CN', {});
    const received = reportServer();
    renderReport('/report?date=2026-11-10', { appType: 4 });
    expect(await screen.findByTestId('attendance-choose-kindergarten')).toBeTruthy();
    expect(reports(received)).toEqual([]);
    // Nothing to export before the choice.
    expect(screen.getByTestId('toy-export').closest('button')!.disabled).toBe(true);

    await userEvent.click(within(screen.getByTestId('attendance-kindergarten-select')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Little Pines'));
    await waitFor(() => expect(address().get('kigId')).toBe(KIG));
    await screen.findByTestId('toy-total-row');
    expect(reports(received).at(-1)).toMatchObject({ kigId: KIG, date: '2026-11-10' });
    // The class picker offers the chosen kindergarten's classes.
    await userEvent.click(within(screen.getByTestId('toy-class')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Rainbows'));
    await waitFor(() => expect(address().get('classId')).toBe(CLASS_B));
    const searches = options(received, '/campus/class/options').filter((r) => !r.query.has('ids'));
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((r) => r.query.get('kigId') === KIG)).toBe(true);

    await userEvent.click(screen.getByTestId('health-reach-back'));
    await waitFor(() => expect(address().get('kigId')).toBeNull());
    // The class belonged to the kindergarten left.
    expect(address().get('classId')).toBeNull();
    expect(await screen.findByTestId('attendance-choose-kindergarten')).toBeTruthy();
  });

  it('downloads the sheet under the server’s name, telling the progress as it arrives', async () => {
    await startLanguage('en', {});
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:sheet', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let push: (chunk: Uint8Array) => void = () => undefined;
    let end: () => void = () => undefined;
    const sheet = fakeServer((req) => {
      if (req.path !== '/test/report/export') return { data: FIGURES };
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) => controller.enqueue(chunk);
          end = () => controller.close();
        },
      });
      return new Response(body, {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-length': '2048',
          'content-disposition': "attachment; filename*=UTF-8''%E5%87%BA%E5%8B%A4.xlsx",
        },
      });
    });
    renderReport('/report?date=2026-11-10', { appType: 3, baseId: KIG });
    await screen.findByTestId('toy-total-row');

    await userEvent.click(screen.getByTestId('toy-export'));
    await waitFor(() => expect(sheet.some((r) => r.path === '/test/report/export' && r.query.get('date') === '2026-11-10')).toBe(true));
    act(() => push(new Uint8Array(1024)));
    expect(await screen.findByText(`${i18n.t('resource.export.running')} 50%`)).toBeTruthy();
    act(() => {
      push(new Uint8Array(1024));
      end();
    });
    expect(await screen.findByText(i18n.t('resource.export.done', { name: '出勤.xlsx' }))).toBeTruthy();
    expect(saved).toEqual(['出勤.xlsx']);
  });

  it('says there are no classes, with no totals row, when the day has none', async () => {
    await startLanguage('zh-TW', {});
    reportServer(() => ({ data: { rows: [], totals: { present: 0, absent: 0 } } }));
    renderReport('/report?date=2026-11-10', { appType: 3, baseId: KIG });
    expect(await screen.findByText(i18n.t('attendanceReport.daily.noClasses'))).toBeTruthy();
    expect(screen.queryByTestId('toy-total-row')).toBeNull();
  });

  it('shows a failure with the server’s reason, and the figures once Retry succeeds', async () => {
    await startLanguage('en', {});
    let fail = true;
    reportServer(() => (fail ? { status: 500, txt: 'The database is busy', data: null } : { data: FIGURES }));
    renderReport('/report?date=2026-11-10', { appType: 3, baseId: KIG });
    const error = await screen.findByTestId('load-error');
    expect(within(error).getByText('The database is busy')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByTestId('load-retry'));
    expect(await screen.findByTestId('toy-total-row')).toBeTruthy();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });
});
