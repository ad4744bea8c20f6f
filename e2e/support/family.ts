import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A call of the parents' app (the families' API) that must succeed, with the family's token from
 * familyToken (session.ts): the answer's data.
 */
export async function familyCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: object): Promise<T> {
  const res = await request.fetch(path, { method, ...(data ? { data } : {}), headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
