import { agencyEntitiesEn, agencyTextEn } from '@kg/domain/i18n/agency/en';
import { packEntitiesEn, packTextEn } from '@kg/domain/i18n/agency/pack.en';
import { smsEntitiesEn, smsTextEn } from '@kg/domain/i18n/agency/sms-en';
import { agencyOpening } from '../../en/agency-opening';
import { kigBase } from '../../en/kig-base';
import { agentSalesman, agentStats } from '../../en/agency-agent';
import { packScreens } from '../../en/pack';
import { renewalTextEn } from '@kg/domain/i18n/agency/renewal.en';

/** agency's words (en): loaded with its pages (areas.ts). */
export const words = {
  entity: { ...agencyEntitiesEn, ...packEntitiesEn, ...smsEntitiesEn },
  agency: agencyTextEn,
  ...packTextEn,
  // The renewal reminders' messages (written by the server's job; here so that every shared word has its area).
  ...renewalTextEn,
  sms: smsTextEn,
  agencyOpening,
  kigBase,
  agentSalesman,
  agentStats,
  packScreens,
};
