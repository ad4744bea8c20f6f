import { apiPath, authEndpoints, deviceEndpoints as machineApi, deviceEntity, type HealthCheckEvent } from '@kg/domain';
import { checkPhoto } from './check-photo.js';
import { deliveries, planDay, type Roster } from './day-plan.js';
import { callEndpoint, type Transport } from './transport.js';

export interface SimulateOptions {
  transport: Transport;
  kigCode: string;
  dates: string[];
  /** An operations account that provisions and installs the simulated machine. */
  ops: { userName: string; password: string };
  /** Events after this instant are not played (today is still under way). */
  until?: Date;
  /** Days from this one on: every check carries its photos; before it only the flagged ones do (keeps a long history quick). */
  allPhotosFrom?: string;
  /**
   * Plays a small outbreak on the last day: three children of one class (the first of the roster's classes
   * with three children checked that day) are checked again a minute later with fever, which the supervisory
   * platform's default rule raises as an alert within a minute (issue 18).
   */
  outbreak?: boolean;
  /** Called as each day has been played. */
  onDay?: (date: string) => void;
}

export interface SimulateResult {
  machine: string;
  days: {
    date: string;
    planned: number;
    sent: number;
    accepted: number;
    duplicates: number;
    rejected: number;
    absent: number;
    late: number;
    checks: number;
    fevers: number;
    photos: number;
  }[];
}

class SimulatorError extends Error {}

async function must<T>(answer: Promise<{ status: number; code: number; txt: string; data: T }>, what: string): Promise<T> {
  const a = await answer;
  if (a.code !== 200) throw new SimulatorError(`${what}: ${a.status} ${a.txt}`);
  return a.data;
}

/**
 * Installs the kindergarten's simulated gate machine the way operations would (provision once, a
 * new verification code, assign to the kindergarten by code), activates it through the device API,
 * downloads its roster and plays each day's events and morning and afternoon checks in shuffled, partly resent
 * batches.
 */
export async function simulate(options: SimulateOptions): Promise<SimulateResult> {
  const { transport: api } = options;
  const serialNo = `SIM-${options.kigCode.toUpperCase()}-GATE`;
  const login = await must(callEndpoint(api, authEndpoints.login, { userName: options.ops.userName, password: options.ops.password, appType: 9 }), 'operations sign-in');
  const ops = `Bearer ${login.token}`;
  const found = await must(api.request<{ records: { id: string }[] }>('POST', apiPath(deviceEntity, 'list'), { serialNo }, ops), 'find machine');
  let id = found.records[0]?.id;
  let verifyCode: string;
  if (id) {
    verifyCode = (await must(callEndpoint(api, machineApi.resetCode, { id }, ops), 'new verification code')).verifyCode;
  } else {
    const created = await must(
      api.request<{ id: string; _once: { verifyCode: string } }>('POST', apiPath(deviceEntity, 'save'), { serialNo, kind: 'signIn', name: `模拟闸机 ${options.kigCode}` }, ops),
      'provision machine',
    );
    id = created.id;
    verifyCode = created._once.verifyCode;
  }
  await must(callEndpoint(api, machineApi.assign, { id, kigCode: options.kigCode }, ops), 'assign machine');
  await callEndpoint(api, authEndpoints.logout, { token: login.token }, ops);
  const { token } = await must(callEndpoint(api, machineApi.activate, { serialNo, verifyCode }), 'activate');
  const machine = `Device ${token}`;
  await must(callEndpoint(api, machineApi.heartbeat, { version: 'sim-1.0', fingerprint: `simulator:${serialNo}` }, machine), 'heartbeat');
  const roster = await must(callEndpoint(api, machineApi.roster, {}, machine), 'roster');

  const result: SimulateResult = { machine: serialNo, days: [] };
  for (const date of options.dates) {
    const plan = planDay(roster, date, options.until);
    if (options.outbreak && date === options.dates.at(-1)) playOutbreak(roster, plan.checks);
    const allPhotos = options.allPhotosFrom !== undefined && date >= options.allPhotosFrom;
    const photos = await attachPhotos(
      api,
      machine,
      plan.checks.filter((c) => allPhotos || flagged(c)),
    );
    const day = {
      date,
      planned: plan.events.length,
      sent: 0,
      accepted: 0,
      duplicates: 0,
      rejected: 0,
      absent: plan.absent,
      late: plan.late,
      checks: 0,
      fevers: plan.fevers,
      photos,
    };
    for (const batch of deliveries(plan.events, `${roster.kigId}|${date}`)) {
      const answer = await must(callEndpoint(api, machineApi.attendanceEvents, { events: batch }, machine), 'send events');
      day.sent += batch.length;
      day.accepted += answer.accepted;
      day.duplicates += answer.duplicates;
      day.rejected += answer.rejected.length;
    }
    for (const batch of deliveries(plan.checks, `checks|${roster.kigId}|${date}`)) {
      const answer = await must(callEndpoint(api, machineApi.healthChecks, { checks: batch }, machine), 'send checks');
      day.checks += answer.accepted;
    }
    result.days.push(day);
    options.onDay?.(date);
  }
  return result;
}

/** Three children of one class feverish at the morning check (their checks in the plan changed in place). */
function playOutbreak(roster: Roster, checks: HealthCheckEvent[]): void {
  const classOf = new Map<string, string>();
  for (const s of roster.students) {
    if (!s.classId) continue;
    for (const credential of [s.id, s.cardNo, ...s.bracelets]) if (credential) classOf.set(credential, s.classId);
  }
  const byClass = new Map<string, HealthCheckEvent[]>();
  for (const check of checks) {
    const classId = check.session === 'morning' ? classOf.get(check.credential) : undefined;
    if (classId) byClass.set(classId, [...(byClass.get(classId) ?? []), check]);
  }
  const cluster = [...byClass.values()].find((list) => list.length >= 3);
  // Re-checks of their own (a replayed day's first checks are already stored, and a resend would be a duplicate): the latest check counts.
  for (const [i, check] of (cluster ?? []).slice(0, 3).entries()) {
    checks.push({
      ...check,
      recordId: `${check.recordId}-outbreak`,
      time: new Date(new Date(check.time).getTime() + 60_000).toISOString(),
      temperature: 38.1 + i / 10,
      photos: [],
    });
  }
}

const flagged = (c: HealthCheckEvent) => c.unclear || c.temperature >= 37.3 || c.hand !== 'normal' || c.mouth !== 'normal' || c.trauma !== 'none' || c.nails !== 'clean';

/** Each check's palm and mouth photos, uploaded as a machine does (authorise, post to storage, confirm), four at a time. */
async function attachPhotos(api: Transport, machine: string, checks: HealthCheckEvent[]): Promise<number> {
  const jobs = checks.flatMap((check) => (['hand', 'mouth'] as const).map((part) => ({ check, part })));
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const png = checkPhoto(job.check, job.part);
      const fileName = `${job.part}.png`;
      const auth = await must(callEndpoint(api, machineApi.checkPhotoAuthorize, { fileName, size: png.length, contentType: 'image/png' }, machine), 'authorise photo');
      const status = await api.upload(auth.url, auth.fields, png, fileName, 'image/png');
      if (status >= 300) throw new SimulatorError(`upload photo: ${status}`);
      // The local storage confirms on receipt; a storage service needs the machine to say it is done.
      if (!auth.url.startsWith('/')) await must(callEndpoint(api, machineApi.checkPhotoConfirm, { path: auth.path }, machine), 'confirm photo');
      job.check.photos.push(auth.path);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return jobs.length;
}

export { SimulatorError };
