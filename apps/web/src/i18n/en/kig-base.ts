import type { DictShape } from '@kg/domain';
import type { kigBase as source } from '../zh-CN/kig-base';

export const kigBase: DictShape<typeof source> = {
  totals: { title: 'Live totals', children: 'Children', teachers: 'Teachers', classes: 'Classes' },
  setting: {
    profile: 'Profile',
    required: 'Please fill in this field',
    phoneByCode: "The person in charge's phone is changed after an SMS code",
    timeZone: 'Time zone',
    save: 'Save',
  },
  appModules: {
    title: "Parents' app functions",
    agentTitle: "Parents' app functions of your kindergartens (default)",
    order: "A kindergarten's own choice comes first, then the agent's default, then the platform's setting.",
    follow: 'As the agent or platform',
    followPlatform: 'As the platform',
    on: 'Shown',
    off: 'Hidden',
    shown: 'shown',
    hidden: 'hidden',
    platform: 'Platform: {{state}}',
  },
  terminal: { title: 'Terminal account password', password: 'New password', save: 'Change password' },
  periods: { title: 'Periods per day', link: 'Open the lesson periods' },
  /** The kindergartens whose platform service ends soon, above the list. */
  ending: {
    title: 'Platform services ending within {{days}} days',
    hint: "A kindergarten's agent renews it by buying a platform service package for it; until then its staff see a notice on their home.",
    item: '{{name}} ({{code}}): ends on {{end}}, {{days}} days left',
    itemToday: '{{name}} ({{code}}): ends today ({{end}})',
  },
  erase: {
    action: 'Delete data',
    title: "Delete the kindergarten's data: {{name}}",
    intro: 'The data of {{name}} ({{code}}) will be deleted; this cannot be undone.',
    what: "The personal data of its children, parents, teachers and other people will be erased and the links between parents and children removed; all its accounts will be disabled and signed out at once; the kindergarten will be removed from the list. Its stored files (children's and machines' photos, scans, uploads) are then removed from storage in the background. Daily summaries and statistics stay (they hold no personal data).",
    done: 'The data of {{name}} has been deleted: {{children}} children, {{parents}} parents, {{accounts}} accounts disabled; {{files}} stored files are being removed',
  },
};
