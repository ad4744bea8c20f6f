import { familyEndpoints, familyReadingEndpoints, mailboxEndpoints, packEndpoints, paymentEndpoints, schoolEndpoints } from '@kg/domain';
import { callEndpoint, type Transport } from './transport.js';

/** A family signed in (its bearer) with its children. */
async function signedIn(api: Transport, family: { phone: string; password: string }) {
  const login = await callEndpoint(api, familyEndpoints.login, family);
  if (login.code !== 200) throw new Error(`family sign-in of ${family.phone}: ${login.status} ${login.txt}`);
  const auth = `Bearer ${login.data.token}`;
  const me = await callEndpoint(api, familyEndpoints.me, {}, auth);
  if (me.code !== 200) throw new Error(`the family's children: ${me.status} ${me.txt}`);
  return { auth, me };
}

const SUBJECTS = ['关于午睡时间', '孩子最近的饮食', '户外活动的建议', '接送时间的调整'];

/**
 * A family of the parents' app writes letters to the principal (issue 15): signs in by phone, reads
 * its children, and writes `letters` letters spread over its children's kindergartens. Returns the
 * letters written.
 */
export async function playFamilyLetters(api: Transport, family: { phone: string; password: string }, letters: number): Promise<number> {
  const { auth, me } = await signedIn(api, family);
  let written = 0;
  for (let i = 0; i < letters && me.data.children.length; i++) {
    const child = me.data.children[i % me.data.children.length]!;
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    const answer = await callEndpoint(
      api,
      mailboxEndpoints.write,
      { kigId: child.kindergarten.id, studentId: child.id, subject, content: `${child.name}的家长：${subject}，想和园长沟通一下。` },
      auth,
    );
    if (answer.code !== 200) throw new Error(`a letter: ${answer.status} ${answer.txt}`);
    written++;
  }
  await callEndpoint(api, familyEndpoints.logout, {}, auth);
  return written;
}

/**
 * A family reads and applies as a parent does (issue 15): opens up to `reads` of its notices not read
 * yet, newest first (each marks it read), and applies for up to `applies` of its children to activities
 * open today that they have not applied for. Returns what it did.
 */
export async function playFamilyReading(
  api: Transport,
  family: { phone: string; password: string },
  want: { reads: number; applies: number },
): Promise<{ read: number; applied: number }> {
  const { auth } = await signedIn(api, family);
  let read = 0;
  let applied = 0;
  if (want.reads > 0) {
    const notices = await callEndpoint(api, familyReadingEndpoints.notices, { pageSize: 100 }, auth);
    if (notices.code !== 200) throw new Error(`the family's notices: ${notices.status} ${notices.txt}`);
    for (const n of notices.data.records.filter((r) => r.readAt === null).slice(0, want.reads)) {
      const opened = await callEndpoint(api, familyReadingEndpoints.notice, { id: n.id }, auth);
      if (opened.code !== 200) throw new Error(`a notice: ${opened.status} ${opened.txt}`);
      read++;
    }
  }
  if (want.applies > 0) {
    const activities = await callEndpoint(api, familyReadingEndpoints.activities, { pageSize: 100 }, auth);
    if (activities.code !== 200) throw new Error(`the family's activities: ${activities.status} ${activities.txt}`);
    const open = activities.data.records.filter((a) => a.openToday).flatMap((a) => a.children.filter((c) => !c.applied).map((c) => ({ activityId: a.id, studentId: c.id })));
    for (const application of open.slice(0, want.applies)) {
      const answer = await callEndpoint(api, schoolEndpoints.applyActivity, application, auth);
      if (answer.code !== 200) throw new Error(`an application: ${answer.status} ${answer.txt}`);
      applied++;
    }
  }
  await callEndpoint(api, familyEndpoints.logout, {}, auth);
  return { read, applied };
}

/**
 * The family pays a month of membership for up to `pays` of its children through the local channel: the
 * cheapest package on its kindergarten's shelf that is no trial, at the price the server decides; the local
 * provider's signed notification pays the order, splits the money and extends the membership.
 */
export async function playFamilyPayments(api: Transport, family: { phone: string; password: string }, pays: number): Promise<{ paid: number; amount: number }> {
  const { auth, me } = await signedIn(api, family);
  let paid = 0;
  let amount = 0;
  for (const child of me.data.children.slice(0, pays)) {
    const offer = await callEndpoint(api, packEndpoints.familyMembership, { studentId: child.id }, auth);
    if (offer.code !== 200) throw new Error(`the membership offer: ${offer.status} ${offer.txt}`);
    const pack = offer.data.offers.filter((o) => !o.tryFlag).sort((a, b) => a.price - b.price)[0];
    if (!pack) continue;
    const order = await callEndpoint(api, paymentEndpoints.familyCreateOrder, { studentId: child.id, packageId: pack.packageId, channel: 'local' }, auth);
    if (order.code !== 200) throw new Error(`an order: ${order.status} ${order.txt}`);
    const done = await callEndpoint(api, paymentEndpoints.familyPayLocal, { id: order.data.id }, auth);
    if (done.code !== 200 || done.data.payFlag !== 'paid') throw new Error(`paying ${order.data.code}: ${done.status} ${done.txt}`);
    paid++;
    amount += order.data.amount;
  }
  await callEndpoint(api, familyEndpoints.logout, {}, auth);
  return { paid, amount };
}
