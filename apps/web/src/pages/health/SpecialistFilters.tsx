import { organizationEntity, studentEntity } from '@kg/domain';
import { Form } from 'antd';
import { RefSelect, type RefSelectProps } from '../../components/resource/RefSelect';
import { KINDERGARTEN_OPTIONS } from '../../components/report/report-scope';

/** The child filter, within the kindergarten chosen beside it (any in reach while none is). */
function ChildFilter(props: Pick<RefSelectProps, 'value' | 'onChange' | 'id'>) {
  const kigId = Form.useWatch('kigId', Form.useFormInstance()) as string | undefined;
  return <RefSelect {...props} target={studentEntity} filters={kigId ? { kigId } : undefined} data-testid="specialist-child-filter" />;
}

/**
 * The kindergarten and child filters of an institution's lists: its pickers offer the kindergartens
 * that contract it and the children of the abnormal checks it sees (the server's reach), nothing more.
 */
export const SPECIALIST_FILTERS = {
  kigId: <RefSelect target={organizationEntity} filters={KINDERGARTEN_OPTIONS} data-testid="specialist-kindergarten-filter" />,
  studentId: <ChildFilter />,
};
