import { agencyEntitiesZhTW, agencyTextZhTW } from '@kg/domain/i18n/agency/zh-TW';
import { packEntitiesZhTW, packTextZhTW } from '@kg/domain/i18n/agency/pack.zh-TW';
import { smsEntitiesZhTW, smsTextZhTW } from '@kg/domain/i18n/agency/sms-zh-TW';
import { agencyOpening } from '../../zh-TW/agency-opening';
import { kigBase } from '../../zh-TW/kig-base';
import { agentSalesman, agentStats } from '../../zh-TW/agency-agent';
import { packScreens } from '../../zh-TW/pack';
import { renewalTextZhTW } from '@kg/domain/i18n/agency/renewal.zh-TW';

/** agency's words (zh-TW): loaded with its pages (areas.ts). */
export const words = {
  entity: { ...agencyEntitiesZhTW, ...packEntitiesZhTW, ...smsEntitiesZhTW },
  agency: agencyTextZhTW,
  ...packTextZhTW,
  // The renewal reminders' messages (written by the server's job; here so that every shared word has its area).
  ...renewalTextZhTW,
  sms: smsTextZhTW,
  agencyOpening,
  kigBase,
  agentSalesman,
  agentStats,
  packScreens,
};
