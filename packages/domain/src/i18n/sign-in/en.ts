import type { DictShape } from '../types.js';
import type { signInZhCN } from './zh-CN.js';

export const signInEn: DictShape<typeof signInZhCN> = {
  appType: {
    kindergarten: 'Kindergarten',
    group: 'Kindergarten group',
    agent: 'Agent',
    institution: 'Institution',
    expert: 'Expert',
    admin: 'System administration',
    operations: 'Operations',
    finance: 'Finance',
    institutionOps: 'Institution operations',
    supervision: 'Supervision',
  },
  validation: {
    required: 'This field is required',
    tooLong: 'Too long',
    text: {
      control: 'Contains a control character that is not allowed here',
      illFormed: 'Contains an invalid character (broken Unicode)',
    },
    invalid: 'Invalid format',
    mustBeNumber: 'Must be a number',
    tooShort: 'Too short',
    outOfRange: 'Out of range',
    range: {
      between: 'Must be between {{min}} and {{max}}',
      atLeast: 'Must be at least {{min}}',
      atMost: 'Must be at most {{max}}',
    },
    unknownField: 'Unknown field',
    mustBeInteger: 'Must be a whole number',
    invalidOption: 'Not one of the choices',
    password: {
      oldRequired: 'Old password required',
      newRequired: 'Please enter a password',
      length: 'Password length 6-12 digits',
      complexity: 'Must contain letters, digits and special characters (_@#)',
      confirmRequired: 'Please confirm your password',
      mismatch: 'Two passwords are inconsistent',
    },
    login: {
      userNameRequired: 'Please enter your user name',
      passwordRequired: 'Please enter your password',
      appTypeRequired: 'Please choose a system',
      appTypeUnknown: 'Unknown system type',
    },
  },
  error: {
    server: 'Server abnormal, please try again later',
  },
  // Shown on the sign-in page after signing out or changing a password there, and as the shell opens.
  success: {
    loggedIn: 'Signed in',
    loggedOut: 'Signed out',
    passwordChanged: 'Password reset success',
  },
};
