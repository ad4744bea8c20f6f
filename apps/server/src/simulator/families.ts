import { familyEndpoints, mailboxEndpoints } from '@kg/domain';
import { callEndpoint, type Transport } from './transport.js';

const SUBJECTS = ['关于午睡时间', '孩子最近的饮食', '户外活动的建议', '接送时间的调整'];

/**
 * A family of the parents' app writes letters to the principal (issue 15): signs in by phone, reads
 * its children, and writes `letters` letters spread over its children's kindergartens. Returns the
 * letters written.
 */
export async function playFamilyLetters(api: Transport, family: { phone: string; password: string }, letters: number): Promise<number> {
  const login = await callEndpoint(api, familyEndpoints.login, family);
  if (login.code !== 200) throw new Error(`family sign-in of ${family.phone}: ${login.status} ${login.txt}`);
  const auth = `Bearer ${login.data.token}`;
  const me = await callEndpoint(api, familyEndpoints.me, {}, auth);
  if (me.code !== 200) throw new Error(`the family's children: ${me.status} ${me.txt}`);
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
