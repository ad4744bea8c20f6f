import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';
import { afterAll, describe, expect, it } from 'vitest';
import { AlipayChannel } from './alipay.js';
import { LocalChannel } from './local.js';
import { WechatChannel } from './wechat.js';

/**
 * The drivers' refund calls, offline: each provider is played by a gateway of the test's own on this machine,
 * which checks the request's signature with the merchant's public key as the provider would and answers signed
 * with the provider's key, so the drivers' own SDKs sign the request and verify the answer.
 */
function keys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const servers: ReturnType<typeof createServer>[] = [];
let handler: Handler = (_req, _body, res) => res.end();
const seen: { url: string; body: string; headers: IncomingMessage['headers'] }[] = [];

async function gateway(): Promise<string> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body, headers: req.headers });
      handler(req, body, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterAll(async () => {
  for (const s of servers) await new Promise((resolve) => s.close(resolve));
});

const order = { code: 'P20261127000000000001', amount: 68_00, subject: '', expiresAt: new Date() };
const refund = { code: 'F20261127000000000123', amount: 20_00, reason: '家长退园' };

describe("the Alipay driver's refund (alipay.trade.refund)", () => {
  const app = keys();
  const alipay = keys();

  /** Alipay's answer: the response's JSON as sent, signed over those characters with Alipay's key. */
  function answer(res: ServerResponse, inner: object, signer = alipay.privateKey) {
    const text = JSON.stringify(inner);
    const sign = createSign('RSA-SHA256').update(text, 'utf8').sign(signer, 'base64');
    res.setHeader('content-type', 'application/json');
    res.end(`{"alipay_trade_refund_response":${text},"sign":"${sign}"}`);
  }

  /** What Alipay checks of a request: every parameter but `sign`, sorted, signed with the application's key. */
  function requestOf(url: string, body: string) {
    const params = Object.fromEntries([...new URL(url, 'http://x').searchParams, ...new URLSearchParams(body)]);
    const content = Object.keys(params)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    return {
      params,
      signed: createVerify('RSA-SHA256')
        .update(content, 'utf8')
        .verify(app.publicKey, params.sign ?? '', 'base64'),
    };
  }

  it('asks for the amount in yuan under the refund code, signed by the application, and reads the signed answer', async () => {
    const channel = new AlipayChannel('alipay', {
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway: `${await gateway()}/gateway.do`,
    });
    handler = (req, body, res) => {
      const { params, signed } = requestOf(req.url ?? '', body);
      expect(signed).toBe(true);
      expect(params).toMatchObject({ method: 'alipay.trade.refund', app_id: '2021000000000001', sign_type: 'RSA2' });
      expect(JSON.parse(params.biz_content!)).toEqual({ out_trade_no: order.code, refund_amount: '20.00', out_request_no: refund.code, refund_reason: '家长退园' });
      answer(res, { code: '10000', msg: 'Success', trade_no: '2026112722001', out_trade_no: order.code, refund_fee: '20.00', fund_change: 'Y' });
    };
    expect(await channel.refund(order, refund)).toEqual({ refundNo: '2026112722001' });
  });

  it('refuses an answer that is not a success, or not signed by Alipay', async () => {
    const channel = new AlipayChannel('alipay', {
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway: `${await gateway()}/gateway.do`,
    });
    handler = (_req, _body, res) => answer(res, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_HAS_FINISHED' });
    await expect(channel.refund(order, refund)).rejects.toThrow(/40004/);
    handler = (_req, _body, res) => answer(res, { code: '10000', msg: 'Success', trade_no: 'FORGED', fund_change: 'Y' }, keys().privateKey);
    await expect(channel.refund(order, refund)).rejects.toThrow();
  });
});

describe("the WeChat Pay v3 driver's refund (/v3/refund/domestic/refunds)", () => {
  const merchant = keys();
  const wechat = keys();
  const config = {
    mchId: '1900000001',
    appId: 'wx0000000000000001',
    serial: 'MERCHANTSERIAL',
    privateKey: merchant.privateKey,
    apiV3Key: 'a'.repeat(16) + 'B'.repeat(16),
    publicKeyId: 'PUB_KEY_ID_0001',
    publicKey: wechat.publicKey,
  };

  /** WeChat Pay's answer: the body signed over `timestamp\nnonce\nbody\n` with its key, under its key's id. */
  function answer(res: ServerResponse, data: object, signer = wechat.privateKey) {
    const body = JSON.stringify(data);
    const timestamp = String(Formatter.timestamp());
    const nonce = Formatter.nonce();
    res.setHeader('content-type', 'application/json');
    res.setHeader('wechatpay-timestamp', timestamp);
    res.setHeader('wechatpay-nonce', nonce);
    res.setHeader('wechatpay-serial', 'PUB_KEY_ID_0001');
    res.setHeader('wechatpay-signature', Rsa.sign(Formatter.joinedByLineFeed(timestamp, nonce, body), signer));
    res.end(body);
  }

  /** What WeChat Pay checks of a request: its Authorization, signed with the merchant's key over the method, path, time, nonce and body. */
  function authorised(req: IncomingMessage, body: string): boolean {
    const auth = String(req.headers.authorization ?? '');
    const field = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(auth)?.[1] ?? '';
    if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') || field('mchid') !== '1900000001' || field('serial_no') !== 'MERCHANTSERIAL') return false;
    return Rsa.verify(Formatter.joinedByLineFeed(req.method ?? '', req.url ?? '', field('timestamp'), field('nonce_str'), body), field('signature'), merchant.publicKey);
  }

  it('asks for the amount in fen under the refund code, signed by the merchant, and reads the signed answer', async () => {
    const channel = new WechatChannel({ ...config, gateway: `${await gateway()}/` });
    handler = (req, body, res) => {
      expect(req.url).toBe('/v3/refund/domestic/refunds');
      expect(authorised(req, body)).toBe(true);
      expect(JSON.parse(body)).toEqual({ out_trade_no: order.code, out_refund_no: refund.code, reason: '家长退园', amount: { refund: 20_00, total: 68_00, currency: 'CNY' } });
      answer(res, { refund_id: '50000000382019052709732678859', out_refund_no: refund.code, status: 'PROCESSING', amount: { refund: 20_00, total: 68_00 } });
    };
    expect(await channel.refund(order, refund)).toEqual({ refundNo: '50000000382019052709732678859' });
  });

  it('refuses a closed refund, or an answer not signed by WeChat Pay', async () => {
    const channel = new WechatChannel({ ...config, gateway: `${await gateway()}/` });
    handler = (_req, _body, res) => answer(res, { refund_id: '5001', status: 'CLOSED' });
    await expect(channel.refund(order, refund)).rejects.toThrow(/CLOSED/);
    handler = (_req, _body, res) => answer(res, { refund_id: '5002', status: 'SUCCESS' }, keys().privateKey);
    await expect(channel.refund(order, refund)).rejects.toThrow();
  });
});

describe("the local channel's refund", () => {
  it('pays back at once, under the refund code', async () => {
    expect(await new LocalChannel(keys()).refund(order, refund)).toEqual({ refundNo: `L${refund.code}` });
  });
});
