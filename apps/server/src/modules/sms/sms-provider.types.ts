import type { SmsConfig } from '../../platform/config.js';

/** What a provider said: its message id, or why it refused (never thrown: a refusal is an answer). */
export type SmsResult = { ok: true; providerId: string | null } | { ok: false; error: string };

/** One way of sending an SMS: a template of the provider's and its parameters. */
export interface SmsProvider {
  readonly name: SmsConfig['provider'];
  send(phone: string, templateCode: string, params: Record<string, string>): Promise<SmsResult>;
}
