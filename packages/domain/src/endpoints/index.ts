import type { EndpointDef } from '../endpoint/define-endpoint.js';
import { LINKS } from '../entities/index.js';
import { agencyEndpoints } from './agency.endpoints.js';
import { moneyEndpoints } from './money.endpoints.js';
import { statementEndpoints } from './statement.endpoints.js';
import { paymentEndpoints } from './payment.endpoints.js';
import { kigBaseEndpoints } from './kig-base.endpoints.js';
import { advertEndpoints } from './advert.endpoints.js';
import { agentStatsEndpoints } from './agent-stats.endpoints.js';
import { salesmanEndpoints } from './salesman.endpoints.js';
import { attendanceEndpoints } from './attendance.endpoints.js';
import { authEndpoints } from './auth.endpoints.js';
import { campusEndpoints } from './campus.endpoints.js';
import { consentEndpoints } from './consent.endpoints.js';
import { deviceEndpoints } from './device.endpoints.js';
import { familyEndpoints } from './families.endpoints.js';
import { familyReadingEndpoints } from './family-reading.endpoints.js';
import { filesEndpoints } from './files.endpoints.js';
import { healthEndpoints } from './health.endpoints.js';
import { homeEndpoints } from './home.endpoints.js';
import { linkEndpoints } from './link.endpoints.js';
import { schoolEndpoints } from './school.endpoints.js';
import { schoolRecordsEndpoints } from './school-records.endpoints.js';
import { mailboxEndpoints } from './mailbox.endpoints.js';
import { noticeReaderEndpoints } from './notice-readers.endpoints.js';
import { smsEndpoints } from './sms.endpoints.js';
import { systemEndpoints } from './system.endpoints.js';
import { packEndpoints } from './pack.endpoints.js';
import { inboxEndpoints } from './operations.endpoints.js';
import { feedbackEndpoints } from './feedback.endpoints.js';
import { helpEndpoints } from './help.endpoints.js';
import { kigGroupEndpoints } from './kig-group.endpoints.js';
import { institutionEndpoints } from './institution.endpoints.js';
import { manualCheckEndpoints } from './manual-check.endpoints.js';
import { opsStatsEndpoints } from './operations-stats.endpoints.js';
import { supervisionEndpoints } from './supervision.endpoints.js';

export * from './agency.endpoints.js';
export * from './kig-base.endpoints.js';
export * from './advert.endpoints.js';
export * from './agent-stats.endpoints.js';
export * from './salesman.endpoints.js';
export * from './attendance.endpoints.js';
export * from './auth.endpoints.js';
export * from './campus.endpoints.js';
export * from './consent.endpoints.js';
export * from './device.endpoints.js';
export * from './families.endpoints.js';
export * from './family-reading.endpoints.js';
export * from './files.endpoints.js';
export * from './health.endpoints.js';
export * from './home.endpoints.js';
export * from './link.endpoints.js';
export * from './school.endpoints.js';
export * from './school-records.endpoints.js';
export * from './mailbox.endpoints.js';
export * from './notice-readers.endpoints.js';
export * from './sms.endpoints.js';
export * from './system.endpoints.js';
export * from './pack.endpoints.js';
export * from './operations.endpoints.js';
export * from './feedback.endpoints.js';
export * from './help.endpoints.js';
export * from './kig-group.endpoints.js';
export * from './institution.endpoints.js';
export * from './manual-check.endpoints.js';
export * from './operations-stats.endpoints.js';
export * from './money.endpoints.js';
export * from './statement.endpoints.js';
export * from './payment.endpoints.js';
export * from './supervision.endpoints.js';

/** Every declared hand-written endpoint, by area (a test checks each is registered exactly as declared). */
export const ENDPOINT_GROUPS: Record<string, Record<string, EndpointDef>> = {
  auth: authEndpoints,
  home: homeEndpoints,
  system: systemEndpoints,
  files: filesEndpoints,
  campus: campusEndpoints,
  consent: consentEndpoints,
  device: deviceEndpoints,
  attendance: attendanceEndpoints,
  health: healthEndpoints,
  school: schoolEndpoints,
  schoolRecords: schoolRecordsEndpoints,
  families: familyEndpoints,
  mailbox: mailboxEndpoints,
  familyReading: familyReadingEndpoints,
  noticeReaders: noticeReaderEndpoints,
  agency: agencyEndpoints,
  kigBase: kigBaseEndpoints,
  advert: advertEndpoints,
  salesman: salesmanEndpoints,
  agentStats: agentStatsEndpoints,
  pack: packEndpoints,
  sms: smsEndpoints,
  inbox: inboxEndpoints,
  feedback: feedbackEndpoints,
  help: helpEndpoints,
  kigGroup: kigGroupEndpoints,
  institution: institutionEndpoints,
  manualCheck: manualCheckEndpoints,
  opsStats: opsStatsEndpoints,
  money: moneyEndpoints,
  statement: statementEndpoints,
  payment: paymentEndpoints,
  supervision: supervisionEndpoints,
  ...Object.fromEntries(LINKS.map((link) => [`link:${link.name}`, linkEndpoints(link)])),
};

export const ENDPOINTS: readonly EndpointDef[] = Object.values(ENDPOINT_GROUPS).flatMap((group) => Object.values(group));
