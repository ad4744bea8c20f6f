import type { DictShape } from '@kg/domain';
import type { kigHome as source } from '../zh-CN/kig-home';

export const kigHome: DictShape<typeof source> = {
  title: 'Today at school',
  refreshed: 'Updated at {{time}}, refreshed every minute',
  loadFailed: "Could not load today's figures",
  open: 'Open',
  total: 'All kindergartens',
  byKindergarten: 'Today by kindergarten',
  kindergarten: 'Kindergarten',
  noCards: 'Your role opens none of the screens shown here.',
  noKindergartens: 'No kindergartens yet.',
  /** Between a day's meals in a table's cell. */
  mealSeparator: '; ',
  /** A platform service ending within 30 days: the home's notice. */
  serviceEnd: {
    own: "The kindergarten's platform service ends on {{end}}: {{days}} days left",
    ownToday: "The kindergarten's platform service ends today ({{end}})",
    kig: "{{name}}'s platform service ends on {{end}}: {{days}} days left",
    kigToday: "{{name}}'s platform service ends today ({{end}})",
    howTo: 'To renew it, ask your agent to buy a platform service package for the kindergarten; the new period starts the day after the current end.',
  },
  cards: {
    attendance: 'Children',
    checks: 'Morning check',
    activities: 'Activity review',
    letters: "Principal's mailbox",
    recipe: "Today's recipe",
  },
  notes: {
    noChildren: 'No children enrolled.',
    notWorkDay: 'Today is not a school day.',
    noChecksYet: 'No checks recorded yet today.',
    noRecipe: 'No recipe for today yet.',
  },
};
