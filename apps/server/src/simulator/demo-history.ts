import type { DayRecord } from '@kg/domain';
import type { FastifyInstance } from 'fastify';
import { DEMO_ORGS, DEMO_PASSWORD } from '../db/seed/demo-data.js';
import { addDays, todayIn } from '../platform/dates.js';
import { simulate } from './simulate.js';
import { injectTransport, type Transport } from './transport.js';

export interface DemoHistoryOptions {
  /** Past days played before today (31 by default: the last month). */
  days?: number;
  /** Steps done of all there are: one a kindergarten's day, and the staff's work at the end. */
  onProgress?: (done: number, total: number) => void;
}

const STAFF_STEPS = 3;

/**
 * A fresh demo is lived in: the simulator plays the demo kindergartens' last month, up to now,
 * through the same device API a real machine uses; then the kindergarten records sick leave, as its
 * staff would, for two children who stayed home on the latest school day, the contracted expert
 * writes a first message, and the first class's growth reports are asked for.
 */
export async function playDemoHistory(app: FastifyInstance, options: DemoHistoryOptions = {}): Promise<number> {
  const api = injectTransport(app);
  const today = todayIn('Asia/Shanghai');
  const days = options.days ?? 31;
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days));
  dates.push(today);
  const kindergartens = DEMO_ORGS.filter((o) => o.kind === 'kindergarten');
  const total = kindergartens.length * dates.length + STAFF_STEPS;
  let done = 0;
  const step = () => options.onProgress?.(++done, total);
  let events = 0;
  for (const kig of kindergartens) {
    // Photos of every check for the last two days; earlier, only of checks a teacher would look at.
    const allPhotosFrom = dates.at(-2);
    const result = await simulate({
      transport: api,
      kigCode: kig.code,
      dates,
      ops: { userName: 'demo-ops', password: DEMO_PASSWORD },
      until: new Date(),
      allPhotosFrom,
      onDay: step,
    });
    events += result.days.reduce((n, d) => n + d.accepted, 0);
  }
  await recordSickLeave(api, dates.slice(0, -1));
  step();
  await writeDoctorMessage(api);
  step();
  await askForGrowthReports(api);
  step();
  return events;
}

/** The first class's growth reports for the term, written by the background job after the start. */
async function askForGrowthReports(api: Transport): Promise<void> {
  const login = await api.request<{ token: string }>('POST', '/sys/login/login', { userName: 'demo-kig', password: DEMO_PASSWORD, appType: 3 });
  const staff = `Bearer ${login.data.token}`;
  const [term] = (await api.request<{ records: { id: string }[] }>('POST', '/campus/term/list', { pageSize: 1 }, staff)).data.records ?? [];
  const [firstClass] =
    (await api.request<{ records: { id: string }[] }>('POST', '/campus/class/list', { pageSize: 1, sort: { field: 'sort', order: 'asc' } }, staff)).data.records ?? [];
  if (term && firstClass) await api.request('POST', '/health/growthReport/generate', { termId: term.id, classId: firstClass.id }, staff);
  await api.request('POST', '/sys/login/logout', { token: login.data.token }, staff);
}

/**
 * The contracted institution's expert writes about the latest fever, as the demo's first message.
 * Looked for among the month's abnormal checks, not only the latest few: on some days the latest
 * abnormal checks are all hands, mouths or nails, and the demo would start without a message.
 */
async function writeDoctorMessage(api: Transport): Promise<void> {
  const login = await api.request<{ token: string }>('POST', '/sys/login/login', { userName: 'demo-expert', password: DEMO_PASSWORD, appType: 7 });
  const expert = `Bearer ${login.data.token}`;
  const latest = await api.request<{ records: { id: string; reasons: string[] }[] }>(
    'POST',
    '/health/healthCheck/list',
    { abnormal: true, pageSize: 100, sort: { field: 'checkedAt', order: 'desc' } },
    expert,
  );
  const hottest = async () =>
    (
      await api.request<{ records: { id: string; reasons: string[] }[] }>(
        'POST',
        '/health/healthCheck/list',
        { pageSize: 1, sort: { field: 'temperature', order: 'desc' } },
        expert,
      )
    ).data.records?.[0];
  const fever = latest.data.records?.find((c) => c.reasons.includes('fever')) ?? (await hottest());
  if (fever) {
    await api.request('POST', '/health/doctorMessage/write', { checkId: fever.id, content: '体温偏高，建议居家观察 24 小时，多饮水；如持续发热或精神差请及时就医。' }, expert);
  }
  await api.request('POST', '/sys/login/logout', { token: login.data.token }, expert);
}

async function recordSickLeave(api: Transport, pastDates: string[]): Promise<void> {
  const login = await api.request<{ token: string }>('POST', '/sys/login/login', { userName: 'demo-kig', password: DEMO_PASSWORD, appType: 3 });
  const staff = `Bearer ${login.data.token}`;
  for (const date of [...pastDates].reverse()) {
    const absent = await api.request<{ records: DayRecord[] }>('POST', '/attendance/records/list', { from: date, to: date, status: 'absent', pageSize: 2 }, staff);
    if (absent.data.records.length === 0) continue;
    for (const child of absent.data.records) {
      const saved = await api.request<{ id: string }>(
        'POST',
        '/attendance/leaveRequest/save',
        { personKind: 'student', studentId: child.personId, leaveType: 'sick', startDate: date, endDate: date, reason: '家长来电：身体不适，在家休息' },
        staff,
      );
      if (saved.code === 200) await api.request('POST', '/attendance/leaveRequest/approve', { id: saved.data.id }, staff);
    }
    break;
  }
  await api.request('POST', '/sys/login/logout', { token: login.data.token }, staff);
}
