import { appendFile } from 'node:fs/promises';
import type { SmsConfig } from '../../platform/config.js';
import { newId } from '../../db/columns.js';
import type { Db } from '../../platform/db.js';
import type { SmsProvider } from './sms-provider.types.js';
import { smsOutbox } from './sms.tables.js';

/**
 * The provider the environment names (SMS_PROVIDER). The real one's SDK is imported at its first send,
 * so that a server on the local outbox (the default, the demo, the tests) never loads it.
 */
export function smsProviderFor(config: SmsConfig, db: Db, textOf: (params: Record<string, string>) => string): SmsProvider {
  if (config.provider === 'aliyun') {
    let loaded: Promise<SmsProvider> | undefined;
    return {
      name: 'aliyun',
      async send(phone, templateCode, params) {
        try {
          loaded ??= import('./aliyun-sms.driver.js').then((m) => m.aliyunSms(config));
          return await (await loaded).send(phone, templateCode, params);
        } catch (error) {
          loaded = undefined;
          return { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      },
    };
  }
  return localSms(db, textOf, config.outboxFile);
}

/** Writes each message to the outbox table, as it would have reached the phone (and to a file, when one is named). */
function localSms(db: Db, textOf: (params: Record<string, string>) => string, file: string | undefined): SmsProvider {
  return {
    name: 'local',
    async send(phone, templateCode, params) {
      const id = newId();
      const at = new Date();
      await db.insert(smsOutbox).values({ id, at, phone, templateCode, params, text: textOf(params) });
      if (file) await appendFile(file, `${JSON.stringify({ at, phone, templateCode, params })}\n`);
      return { ok: true, providerId: id };
    },
  };
}
