import type { DictShape } from '@kg/domain';
import type { report as source } from '../zh-CN/report';

/** The report family's own words (components/report): its kindergarten and class pickers, its reach tables. */
export const report: DictShape<typeof source> = {
  kindergarten: 'Kindergarten',
  chooseKindergarten: 'Choose a kindergarten first',
  className: 'Class',
  allClasses: 'All classes',
  back: 'Back to all kindergartens',
  reach: {
    allAreas: 'All areas',
    byArea: 'By area',
    byKindergarten: 'By kindergarten',
    unknownArea: 'Unknown area',
    name: 'Area / kindergarten',
    kindergartenCount: 'Kindergartens',
  },
  overview: {
    kindergarten: 'Kindergarten',
    total: 'Total',
    empty: 'No kindergartens',
    view: 'View',
  },
};
