import { AUDIENCE_FIELDS } from '@kg/domain';
import type { ResourceFormOptions } from './ResourceForm';

/**
 * The form of a row with an audience (a notice, an activity), after the domain's rule: the grade
 * picker shows only for 'grades', the class picker only for 'classes', and the shown one is required.
 */
export const AUDIENCE_FORM = {
  presets: { audience: 'school' },
  required: Object.values(AUDIENCE_FIELDS),
  shownWhen: Object.fromEntries(Object.entries(AUDIENCE_FIELDS).map(([choice, field]) => [field, (values: Record<string, unknown>) => values.audience === choice])),
} satisfies ResourceFormOptions;
