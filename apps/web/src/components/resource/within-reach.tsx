import { organizationEntity } from '@kg/domain';
import { KINDERGARTEN_OPTIONS, type KindergartenScope } from '../report/report-scope';
import { kindergartenDependencies, kindergartenRefs } from './kindergarten-scope';
import { RefSelect } from './RefSelect';
import type { CustomInputContext } from './ResourceForm';
import type { ResourcePageProps } from './resource-page-props';

/** The kindergarten picker of a group's form (its own kindergartens only). */
function kindergartenInput({ record, disabled }: CustomInputContext) {
  return <RefSelect target={organizationEntity} filters={KINDERGARTEN_OPTIONS} labels={record?._labels?.kigId} disabled={disabled} data-testid="kindergarten-select" />;
}

/**
 * A kindergarten-scoped list within the session's reach. A kindergarten account is never asked for
 * its kindergarten (the column, filter and form field are hidden, new rows get its own); a group
 * account picks one of its kindergartens, and the row's refs to kindergarten rows are offered within it.
 * What the screen passes itself wins.
 */
export function withinReach(props: ResourcePageProps, reach: KindergartenScope): ResourcePageProps {
  const form = props.form ?? {};
  const dependencies = { ...kindergartenDependencies(kindergartenRefs(props.entity)), ...form.dependencies };
  if (reach.kind === 'own') {
    return {
      ...props,
      fixedFilters: { kigId: reach.kigId, ...props.fixedFilters },
      hiddenColumns: ['kigId', ...(props.hiddenColumns ?? [])],
      form: { ...form, dependencies, hidden: ['kigId', ...(form.hidden ?? [])] },
    };
  }
  return {
    ...props,
    filterInputs: { kigId: <RefSelect target={organizationEntity} filters={KINDERGARTEN_OPTIONS} />, ...props.filterInputs },
    form: { ...form, dependencies, inputs: { kigId: kindergartenInput, ...form.inputs } },
  };
}
