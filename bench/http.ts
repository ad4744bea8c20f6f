/** Whether the answer is ok, read to its end as a browser reads it (an unread body holds its connection). */
export async function answered(pending: Promise<Response>): Promise<boolean> {
  const answer = await pending;
  await answer.arrayBuffer();
  return answer.ok;
}

/** A demo account's session token on the server at `base`. */
export async function tokenOf(base: string, userName: string, appType: number): Promise<string> {
  const login = await fetch(`${base}/sys/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: 'Demo_1234', appType }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A generic list's first page of 10, asked with `token`: a call to measure. */
export const listCall = (base: string, url: string, token: string) => () =>
  answered(fetch(`${base}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 10 }) }));
