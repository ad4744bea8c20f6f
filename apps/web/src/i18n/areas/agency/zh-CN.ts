import { agencyEntitiesZhCN, agencyTextZhCN } from '@kg/domain/i18n/agency/zh-CN';
import { packEntitiesZhCN, packTextZhCN } from '@kg/domain/i18n/agency/pack.zh-CN';
import { smsEntitiesZhCN, smsTextZhCN } from '@kg/domain/i18n/agency/sms-zh-CN';
import { agencyOpening } from '../../zh-CN/agency-opening';
import { kigBase } from '../../zh-CN/kig-base';
import { agentSalesman, agentStats } from '../../zh-CN/agency-agent';
import { packScreens } from '../../zh-CN/pack';
import { renewalTextZhCN } from '@kg/domain/i18n/agency/renewal.zh-CN';

/** agency's words (zh-CN): loaded with its pages (areas.ts). */
export const words = {
  entity: { ...agencyEntitiesZhCN, ...packEntitiesZhCN, ...smsEntitiesZhCN },
  agency: agencyTextZhCN,
  ...packTextZhCN,
  // The renewal reminders' messages (written by the server's job; here so that every shared word has its area).
  ...renewalTextZhCN,
  sms: smsTextZhCN,
  agencyOpening,
  kigBase,
  agentSalesman,
  agentStats,
  packScreens,
};
