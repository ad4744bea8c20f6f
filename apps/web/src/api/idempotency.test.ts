import { moneyEndpoints } from '@kg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './client';
import { callEndpointAnswer } from './endpoint';
import { ActionKeys } from './idempotency';
import { moneyApi } from './money';

const fetchMock = vi.fn<typeof fetch>();
const ID = '0190a0a0-0000-7000-8000-000000000001';
const ok = () => new Response(JSON.stringify({ code: 200, txt: 'OK', data: {} }), { headers: { 'content-type': 'application/json' } });
const refused = () => new Response(JSON.stringify({ code: 422, txt: 'Balance short', data: [] }), { status: 422, headers: { 'content-type': 'application/json' } });
const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureApiClient({ token: () => 'tok', shardNum: () => '00001', appType: () => 11, lang: () => 'en_US', onUnauthorized: vi.fn(), fallbackText: () => 'Server abnormal' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Idempotency-Key', () => {
  it('is sent by a declared call given one, and by no call without', async () => {
    fetchMock.mockImplementation(async () => ok());
    await callEndpointAnswer(moneyEndpoints.approveRecharge, { id: ID }, { idempotencyKey: 'key-1' });
    await callEndpointAnswer(moneyEndpoints.approveRecharge, { id: ID });
    expect(keysSent()).toEqual(['key-1', null]);
  });

  it('is the same for a double click and for a retry after the connection failed, and new for the next action', async () => {
    const keys = new ActionKeys();
    let release: () => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(ok()))));
    fetchMock.mockImplementationOnce(async () => ok());
    // Two clicks while the first is on its way.
    const first = keys.send(`approve:${ID}`, (key) => moneyApi.approveRecharge(ID, key));
    const second = keys.send(`approve:${ID}`, (key) => moneyApi.approveRecharge(ID, key));
    release();
    await Promise.all([first, second]);
    // A retry after no answer at all.
    fetchMock.mockImplementationOnce(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(keys.send(`pay:${ID}`, (key) => moneyApi.payWithdrawal(ID, 'T-1', key))).rejects.toThrow('Failed to fetch');
    fetchMock.mockImplementationOnce(async () => ok());
    await keys.send(`pay:${ID}`, (key) => moneyApi.payWithdrawal(ID, 'T-1', key));
    // The same action again once answered: a new key.
    fetchMock.mockImplementationOnce(async () => ok());
    await keys.send(`pay:${ID}`, (key) => moneyApi.payWithdrawal(ID, 'T-1', key));
    const [a, b, c, d, e] = keysSent();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toBe(a);
    expect(d).toBe(c);
    expect(c).not.toBe(a);
    expect(e).not.toBe(d);
  });

  it('ends with a refusal: the next try of the action is a new one', async () => {
    const keys = new ActionKeys();
    fetchMock.mockImplementationOnce(async () => refused());
    await expect(keys.send('buy:1', (key) => moneyApi.purchase(ID, ID, key))).rejects.toMatchObject({ txt: 'Balance short' });
    fetchMock.mockImplementationOnce(async () => ok());
    await keys.send('buy:1', (key) => moneyApi.purchase(ID, ID, key));
    const [a, b] = keysSent();
    expect(a).not.toBe(b);
  });
});
