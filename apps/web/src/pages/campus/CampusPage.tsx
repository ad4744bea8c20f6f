import { organizationEntity } from '@kg/domain';
import { Flex, Spin } from 'antd';
import { useUserInfo } from '../../api/auth';
import { RefSelect } from '../../components/resource/RefSelect';
import type { CustomInputContext } from '../../components/resource/ResourceForm';
import { ResourcePage, type ResourcePageProps } from '../../components/resource/ResourcePage';
import { KINDERGARTEN_OPTIONS, kindergartenDependencies, kindergartenScope } from './kindergarten-scope';

export interface CampusPageProps extends ResourcePageProps {
  /** Ref fields whose choices are limited to the row's kindergarten. */
  scopedRefs?: readonly string[];
}

/** The kindergarten picker of a group account (its own kindergartens only). */
function kindergartenInput({ record, disabled }: CustomInputContext) {
  return (
    <RefSelect
      target={organizationEntity}
      filters={KINDERGARTEN_OPTIONS}
      labels={record?._labels?.kigId}
      disabled={disabled}
      data-testid="kindergarten-select"
    />
  );
}

/**
 * A campus list screen: the generic ResourcePage with the kindergarten rules. A kindergarten account
 * is never asked for it (the column, filter and form field are hidden, new rows get its own); a group
 * account picks one of its kindergartens, and the row's other refs are offered within it.
 */
export function CampusPage({ scopedRefs = [], ...props }: CampusPageProps) {
  const { data: user } = useUserInfo();
  const scope = kindergartenScope(user);
  if (!scope) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const form = props.form ?? {};
  const dependencies = { ...kindergartenDependencies(scopedRefs), ...form.dependencies };
  if (scope.kind === 'own') {
    return (
      <ResourcePage
        {...props}
        fixedFilters={{ kigId: scope.kigId, ...props.fixedFilters }}
        hiddenColumns={['kigId', ...(props.hiddenColumns ?? [])]}
        form={{ ...form, dependencies, hidden: ['kigId', ...(form.hidden ?? [])] }}
      />
    );
  }
  return (
    <ResourcePage
      {...props}
      filterInputs={{ kigId: <RefSelect target={organizationEntity} filters={KINDERGARTEN_OPTIONS} />, ...props.filterInputs }}
      form={{ ...form, dependencies, inputs: { kigId: kindergartenInput, ...form.inputs } }}
    />
  );
}
