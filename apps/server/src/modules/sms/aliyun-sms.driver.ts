import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { SmsConfig } from '../../platform/config.js';
import type { SmsProvider } from './sms-provider.types.js';

/**
 * Alibaba Cloud SMS (Dysmsapi 2017-05-25, its official SDK): SendSms with the sign name and template
 * of the environment. 'OK' is the only success; any other code is the provider's refusal, said as is.
 */
export function aliyunSms(config: SmsConfig): SmsProvider {
  const { accessKeyId, accessKeySecret, endpoint, timeoutMs } = config.aliyun;
  if (!accessKeyId || !accessKeySecret || !config.signName) throw new Error('ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET and SMS_SIGN_NAME are required');
  // `http://host:port` (a stand-in in tests) is spoken in plain HTTP; a bare host in HTTPS.
  const plain = endpoint.startsWith('http://');
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId,
      accessKeySecret,
      endpoint: endpoint.replace(/^https?:\/\//, ''),
      protocol: plain ? 'HTTP' : 'HTTPS',
      connectTimeout: timeoutMs,
      readTimeout: timeoutMs,
    }),
  );
  return {
    name: 'aliyun',
    async send(phone, templateCode, params) {
      const request = new SendSmsRequest({ phoneNumbers: phone, signName: config.signName, templateCode, templateParam: JSON.stringify(params) });
      const answer = await client.sendSms(request);
      const body = answer.body;
      if (body?.code === 'OK') return { ok: true, providerId: body.bizId ?? null };
      return { ok: false, error: `${body?.code ?? 'unknown'}: ${body?.message ?? ''}` };
    },
  };
}
