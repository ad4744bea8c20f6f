import { createVerify, generateKeyPairSync } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { describe, expect, it } from 'vitest';
import { AlipayChannel } from './alipay.js';
import { fenToYuan, yuanToFen } from './channel.js';
import { channelFee } from './channels.js';
import { LocalChannel, signAlipayForm } from './local.js';
import { WechatChannel } from './wechat.js';

/** A test key pair as PEM (no network, no real merchant: each test its own keys). */
function keys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

describe('amounts between yuan and fen', () => {
  it.each([
    ['68.00', 6800],
    ['0.01', 1],
    ['12.5', 1250],
    ['100', 10000],
    ['1.234', null],
    ['-1.00', null],
    ['1e3', null],
    ['', null],
  ])('reads %s as %s fen, never through a float', (text, fen) => expect(yuanToFen(text)).toBe(fen));
  it('writes fen with two decimals', () => expect([fenToYuan(6800), fenToYuan(1), fenToYuan(123456)]).toEqual(['68.00', '0.01', '1234.56']));
});

describe("a channel's fee", () => {
  it.each([
    [68_00, 60, 41], // 40.8 fen rounds up
    [83, 60, 0], // 0.498 fen rounds down
    [84, 60, 1], // 0.504 fen rounds up
    [2_50, 20, 1], // 0.5 fen exactly: half up
    [1_000_000_000, 60, 6_000_000],
    [68_00, 0, 0],
    [68_00, 10_000, 68_00],
  ])('on %s fen at %s basis points is %s fen, in integers', (amount, bp, fee) => expect(channelFee(amount, bp)).toBe(fee));
});

describe('the Alipay driver (alipay-sdk)', () => {
  const app = keys();
  const alipay = keys();
  const channel = new AlipayChannel('alipay', { appId: '2021000000000001', privateKey: app.privateKey, alipayPublicKey: alipay.publicKey });
  const fields = {
    app_id: '2021000000000001',
    out_trade_no: 'P1',
    total_amount: '68.00',
    trade_no: '2026112622001',
    trade_status: 'TRADE_SUCCESS',
    notify_time: '2026-11-26 10:00:00',
  };

  it("verifies a notification signed with Alipay's key, and reads its fields", () => {
    expect(channel.verifyNotification({}, signAlipayForm(fields, alipay.privateKey))).toEqual({
      verified: true,
      orderCode: 'P1',
      amount: 6800,
      tradeNo: '2026112622001',
      success: true,
    });
  });

  it('refuses one signed by another key, altered, for another application, or unsigned', () => {
    const other = keys();
    expect(channel.verifyNotification({}, signAlipayForm(fields, other.privateKey))).toMatchObject({ verified: false, reason: 'signature', orderCode: 'P1' });
    expect(channel.verifyNotification({}, signAlipayForm(fields, alipay.privateKey).replace('total_amount=68.00', 'total_amount=0.01'))).toMatchObject({ verified: false });
    expect(channel.verifyNotification({}, signAlipayForm({ ...fields, app_id: '2021999' }, alipay.privateKey))).toMatchObject({ verified: false, reason: 'appId' });
    expect(channel.verifyNotification({}, new URLSearchParams(fields).toString())).toMatchObject({ verified: false });
  });

  it("signs the app payment's order string with the application's key (no network)", async () => {
    const { orderString } = await channel.createPayment(
      { code: 'P2', amount: 1250, subject: '月度会员', expiresAt: new Date('2026-11-26T02:30:00Z') },
      'https://pay.example.com/pay/notify/alipay',
    );
    const params = Object.fromEntries(new URLSearchParams(orderString!));
    expect(JSON.parse(params.biz_content!)).toMatchObject({ out_trade_no: 'P2', total_amount: '12.50', time_expire: '2026-11-26 10:30:00' });
    expect(params).toMatchObject({ method: 'alipay.trade.app.pay', notify_url: 'https://pay.example.com/pay/notify/alipay', sign_type: 'RSA2' });
    const { sign, ...signed } = params;
    const content = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(content).verify(app.publicKey, sign!, 'base64')).toBe(true);
  });

  it('answers the channel success or fail', () => {
    expect([channel.reply(true).body, channel.reply(false).body]).toEqual(['success', 'fail']);
  });

  it("the local channel's notifications are verified by the same code", () => {
    const local = new LocalChannel(keys());
    const body = local.notification({ orderCode: 'P3', amount: 6800, tradeNo: 'LP3', at: new Date() });
    expect(local.verifyNotification({}, body)).toEqual({ verified: true, orderCode: 'P3', amount: 6800, tradeNo: 'LP3', success: true });
    expect(new LocalChannel(keys()).verifyNotification({}, body)).toMatchObject({ verified: false, reason: 'signature' });
  });
});

describe('the WeChat Pay v3 driver (wechatpay-axios-plugin)', () => {
  const merchant = keys();
  const wechat = keys();
  const apiV3Key = 'a'.repeat(16) + 'B'.repeat(16);
  const now = new Date('2026-11-26T02:00:00Z');
  const config = {
    mchId: '1900000001',
    appId: 'wx0000000000000001',
    serial: 'MERCHANTSERIAL',
    privateKey: merchant.privateKey,
    apiV3Key,
    publicKeyId: 'PUB_KEY_ID_0001',
    publicKey: wechat.publicKey,
  };
  const channel = new WechatChannel(config, () => now);

  /** A notification as WeChat Pay sends one: the resource encrypted with the APIv3 key, the body signed with its key. */
  function notification(resource: object, at = now, signer = wechat.privateKey, serial = 'PUB_KEY_ID_0001') {
    const nonce = Formatter.nonce(12);
    const body = JSON.stringify({
      id: 'EV-1',
      event_type: 'TRANSACTION.SUCCESS',
      resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: Aes.AesGcm.encrypt(JSON.stringify(resource), apiV3Key, nonce, 'transaction'), nonce, associated_data: 'transaction' },
    });
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const headerNonce = Formatter.nonce();
    const headers = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': serial,
      'wechatpay-signature': Rsa.sign(Formatter.joinedByLineFeed(timestamp, headerNonce, body), signer),
    };
    return { headers, body };
  }
  const paid = { mchid: '1900000001', out_trade_no: 'P4', transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total: 6800, currency: 'CNY' } };

  it('verifies the signature, decrypts the resource and reads its fields', () => {
    const { headers, body } = notification(paid);
    expect(channel.verifyNotification(headers, body)).toEqual({ verified: true, orderCode: 'P4', amount: 6800, tradeNo: '4200000001', success: true });
  });

  it('refuses another key, another serial, an altered body, a stale one, another merchant', () => {
    const other = notification(paid, now, keys().privateKey);
    expect(channel.verifyNotification(other.headers, other.body)).toMatchObject({ verified: false, reason: 'signature' });
    const serial = notification(paid, now, wechat.privateKey, 'PUB_KEY_ID_9999');
    expect(channel.verifyNotification(serial.headers, serial.body)).toMatchObject({ verified: false, reason: 'serial' });
    const good = notification(paid);
    expect(channel.verifyNotification(good.headers, good.body.replace('EV-1', 'EV-2'))).toMatchObject({ verified: false, reason: 'signature' });
    const stale = notification(paid, new Date(now.getTime() - 10 * 60_000));
    expect(channel.verifyNotification(stale.headers, stale.body)).toMatchObject({ verified: false, reason: 'stale' });
    const foreign = notification({ ...paid, mchid: '1900000002' });
    expect(channel.verifyNotification(foreign.headers, foreign.body)).toMatchObject({ verified: false, reason: 'fields' });
  });

  it("signs the app's payment parameters with the merchant's key", () => {
    const p = channel.appParameters('wx26112610000001');
    const message = Formatter.joinedByLineFeed(p.appid!, p.timestamp!, p.noncestr!, p.prepayid!);
    expect(Rsa.verify(message, p.sign!, merchant.publicKey)).toBe(true);
    expect(p).toMatchObject({ partnerid: '1900000001', package: 'Sign=WXPay' });
  });

  it('answers 204 when received, 400 otherwise', () => {
    expect([channel.reply(true).status, channel.reply(false).status]).toEqual([204, 400]);
  });
});
