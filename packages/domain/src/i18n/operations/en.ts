import type { DictShape } from '../types.js';
import type { operationsEntitiesZhCN, operationsTextZhCN } from './zh-CN.js';

export const operationsTextEn: DictShape<typeof operationsTextZhCN> = {
  inbox: {
    title: 'Messages',
    badge: 'Messages, {{count}} unread',
    empty: 'No messages',
    unread: 'Unread',
    read: 'Read',
    shownAt: 'Published',
    open: 'Open',
    back: 'Back to the list',
  },
  cost: { duplicate: 'This kind of cost is already recorded for the month' },
  feedback: {
    answerFirst: 'Answer the feedback before closing it',
    alreadyAnswered: 'This feedback is already answered',
    closed: 'This feedback is closed',
    answerTitle: 'Answer the feedback',
  },
  help: { button: 'Help', title: 'User help', search: 'Search the help', empty: 'No help articles found', back: 'Back to the list', allCategories: 'All categories' },
};

export const operationsEntitiesEn: DictShape<typeof operationsEntitiesZhCN> = {
  sysMessage: {
    title: 'System messages',
    fields: {
      title: 'Title',
      content: 'Content',
      appTypes: 'Systems',
      orgKinds: 'Organisation kinds',
      areaCode: 'Area',
      orgIds: 'Organisations',
      showFrom: 'Shown from',
      state: 'State',
      readCount: 'Read by',
      publishedAt: 'Published at',
      withdrawnAt: 'Withdrawn at',
    },
    values: {
      state: { draft: 'Draft', published: 'Published', withdrawn: 'Withdrawn' },
      appTypes: {
        3: 'Kindergarten',
        4: 'Kindergarten group',
        5: 'Agent',
        6: 'Institution',
        7: 'Expert',
        8: 'System administration',
        9: 'Operations',
        11: 'Finance',
        18: 'Institution operations',
        20: 'Supervision',
      },
      orgKinds: {
        platform: 'Platform',
        agent: 'Agent',
        group: 'Kindergarten group',
        kindergarten: 'Kindergarten',
        institution: 'Medical institution',
        expert: 'Expert',
        supervision: 'Supervisory authority',
      },
    },
    actions: { publish: 'Publish', withdraw: 'Withdraw' },
  },
  growTag: {
    title: 'Grow tags',
    fields: { tagName: 'Tag', ageGroup: 'Age group', sort: 'Order', remark: 'Remark' },
    values: { ageGroup: { all: 'All', small: 'Small classes', middle: 'Middle classes', large: 'Large classes' } },
  },
  cost: {
    title: 'Running costs',
    fields: { month: 'Month', costKind: 'Kind', amount: 'Amount (yuan)', remark: 'Remark' },
    values: { costKind: { server: 'Servers', storage: 'Storage', bandwidth: 'Bandwidth', sms: 'SMS', staff: 'Staff', other: 'Other' } },
  },
  feedback: {
    title: 'Feedback',
    fields: {
      kigId: 'Kindergarten',
      feedbackKind: 'Kind',
      content: 'Content',
      picture: 'Picture',
      contact: 'Contact',
      source: 'From',
      filedAt: 'Filed at',
      state: 'State',
      answer: 'Answer',
      answeredBy: 'Answered by',
      answeredAt: 'Answered at',
      closedAt: 'Closed at',
    },
    values: {
      feedbackKind: { suggestion: 'Suggestion', problem: 'Problem', complaint: 'Complaint', other: 'Other' },
      source: { kindergarten: 'Kindergarten', family: 'Family' },
      state: { open: 'Awaiting answer', answered: 'Answered', closed: 'Closed' },
    },
    actions: { answer: 'Answer', close: 'Close' },
  },
  helpArticle: {
    title: 'User help',
    fields: { title: 'Title', category: 'Category', bodyZhCN: 'Body (简体中文)', bodyZhTW: 'Body (繁體中文)', bodyEn: 'Body (English)', sort: 'Order', published: 'Published' },
    values: {
      category: {
        gettingStarted: 'Getting started',
        account: 'Account and sign-in',
        campus: 'Campus',
        health: 'Health',
        attendance: 'Attendance',
        devices: 'Devices',
        other: 'Other',
      },
    },
  },
  popup: {
    title: 'Popups',
    fields: { title: 'Title', content: 'Content', link: 'Link', audience: 'Shown in', priority: 'Priority', beginDate: 'Begins', endDate: 'Ends', state: 'State' },
    values: { audience: { all: "Parents' and teachers' apps", parents: "Parents' app", teachers: "Teachers' app" }, state: { draft: 'Draft', on: 'On', off: 'Off' } },
    actions: { turnOn: 'Put on', turnOff: 'Take off' },
  },
};
