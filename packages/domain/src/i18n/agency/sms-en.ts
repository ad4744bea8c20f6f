import type { DictShape } from '../types.js';
import type { smsEntitiesZhCN, smsTextZhCN } from './sms-zh-CN.js';

export const smsTextEn: DictShape<typeof smsTextZhCN> = {
  pleaseSend: 'Please send code',
  codeWrong: 'Wrong verification code, {{left}} tries left',
  codeExpired: 'The verification code has expired, please send a new one',
  codeUsed: 'The verification code has been used, please send a new one',
  codeVoid: 'Too many wrong tries: the verification code is void, please send a new one',
  resendWait: 'Please wait {{seconds}} seconds before sending another code',
  hourlyCap: 'Too many codes sent to this phone within an hour, please try again in {{minutes}} minutes',
  dailyCap: 'Too many codes sent to this phone today, please try again tomorrow',
  noPhone: 'No phone is on record to receive the code, please contact your administrator',
  notForYou: 'This account cannot do this operation',
  packageEmpty: 'The SMS package is used up, please ask operations for an SMS package',
  boughtReadOnly: 'An SMS package bought is the record of a purchase and cannot be changed',
  sendFailed: 'The message could not be sent, please try again later',
  notConfigured: 'The SMS service is not configured, please contact your administrator',
  template: 'Your verification code is {{code}}, valid for 10 minutes. Do not tell anyone.',
  validation: {
    codeRequired: 'Please enter the verification code',
    codeFormat: 'The verification code is 6 digits',
    accountDigits: 'A bank account number has digits only',
    accountLength: 'A bank account number has 9 to 25 digits',
    accountChecksum: 'The card number does not pass its check, please verify it',
  },
  purpose: {
    kig_phone: "Change the head's phone",
    bank_account: 'Change the bank account',
    stu_exp: "Export children's data",
    par_exp: "Export parents' data",
    kig_delete: "Delete a kindergarten's data",
    agent_phone: "Change the agent's contact phone",
  },
};

export const smsEntitiesEn: DictShape<typeof smsEntitiesZhCN> = {
  smsPackage: {
    title: 'SMS packages',
    fields: { name: 'Name', agentId: 'Agent', quota: 'Messages', grantedOn: 'Granted on', note: 'Note', source: 'Source', boughtFor: 'Bought for', price: 'Price paid' },
    values: { source: { grant: 'Granted', bought: 'Bought' } },
  },
  smsOffer: {
    title: 'SMS offers',
    fields: { code: 'Offer code', quota: 'Messages', agentPrice: 'Agent price (yuan)', shelfState: 'Shelf' },
    values: { shelfState: { onShelf: 'On the shelf', offShelf: 'Off the shelf' } },
    actions: { putOn: 'Put on shelf', takeOff: 'Take off shelf' },
  },
};
