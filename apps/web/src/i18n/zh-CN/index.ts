import { attendanceAdmin } from './attendance-admin';
import { attendanceReport } from './attendance-report';
import { campus } from './campus';
import { common } from './common';
import { device } from './device';
import { errors } from './errors';
import { healthScreens } from './health';
import { healthPhotos } from './health-photos';
import { mailbox } from './mailbox';
import { noticeReaders } from './notice-readers';
import { home } from './home';
import { kigHome } from './kig-home';
import { mealsScreens } from './meals';
import { login } from './login';
import { password } from './password';
import { report } from './report';
import { resource } from './resource';
import { richEditor } from './rich-editor';
import { schoolActivity } from './school-activity';
import { agencyOpening } from './agency-opening';
import { kigBase } from './kig-base';
import { agentSalesman, agentStats } from './agency-agent';
import { packScreens } from './pack';
import { smsScreens } from './sms';
import { moneyScreens } from './money';
import { statementScreens } from './statement';
import { paymentScreens } from './payment';
import { opsGroups } from './kig-group';
import { opsInstitutions } from './institution';
import { opsManualCheck } from './manual-check';
import { opsStatsScreens } from './ops-stats';
import { supervisionScreens } from './supervision';
import { chartTest } from './chart-test';
import { formTest } from './form-test';
import { shell } from './shell';
import { system } from './system';

/** The web's own dictionary, source language; one file per area. */
export const webZhCN = {
  common,
  shell,
  login,
  password,
  home,
  kigHome,
  errors,
  resource,
  report,
  system,
  campus,
  attendanceReport,
  device,
  attendanceAdmin,
  healthScreens,
  healthPhotos,
  mealsScreens,
  richEditor,
  schoolActivity,
  agencyOpening,
  kigBase,
  agentSalesman,
  agentStats,
  packScreens,
  smsScreens,
  moneyScreens,
  statementScreens,
  paymentScreens,
  opsGroups,
  opsInstitutions,
  opsManualCheck,
  opsStatsScreens,
  supervisionScreens,
  chartTest,
  formTest,
  mailbox,
  noticeReaders,
};
