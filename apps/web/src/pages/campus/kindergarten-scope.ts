import type { OptionDependency } from '../../components/resource/ResourceForm';

// Where a session may work (its own kindergarten, or one of its group's) is the report family's; the
// campus screens name it here too.
export { KINDERGARTEN_APP_TYPE, KINDERGARTEN_OPTIONS, type KindergartenScope, kindergartenScope } from '../../components/report/report-scope';

/** The value of the kindergarten field in a form's values, or undefined when none is chosen yet. */
export function chosenKindergarten(values: Record<string, unknown>): string | undefined {
  const value = values.kigId;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Ref pickers offered only within the chosen kindergarten: each waits for the kindergarten, is cleared
 * when it changes, and asks its options with `kigId` (the server refuses refs to another's rows).
 */
export function kindergartenDependencies(refs: readonly string[]): Record<string, OptionDependency> {
  const dependency: OptionDependency = { on: ['kigId'], filters: (values) => ({ kigId: chosenKindergarten(values) }) };
  return Object.fromEntries(refs.map((name) => [name, dependency]));
}
