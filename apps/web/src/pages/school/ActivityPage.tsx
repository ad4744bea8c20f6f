import { activityEntity, schoolEndpoints } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { activityApi } from '../../api/school-activity';
import { useCanCall, useCanDo } from '../../components/access/declared-access';
import { AUDIENCE_FORM } from '../../components/resource/audience-form';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { useRowRun } from '../../components/resource/use-row-run';
import type { RowAction } from '../../components/resource/RowActions';
import { activityCountHref } from './activity-paths';
import { NotPassModal } from './NotPassModal';

/**
 * School -> Activities (componentUrl 'school/activity'): drafted pending review, passed or not passed by
 * a reviewer, published and unpublished by a publisher, each action on the row of the state it moves
 * from; an account allowed to publish directly publishes its pending draft. The applied count opens
 * the activity's applications (activity-count).
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const canDo = useCanDo();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState<ResourceRecord | null>(null);
  const publishing = useQuery({
    queryKey: ['school', 'activity', 'publishing'],
    queryFn: ({ signal }) => activityApi.publishing(signal),
    enabled: canCall(schoolEndpoints.activityPublishing),
  });
  const reviewer = canDo(activityEntity, 'review');
  const publisher = canDo(activityEntity, 'publish');
  const direct = publishing.data?.direct === true;
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(activityEntity) });

  const run = useRowRun(refresh);

  const rowActions = (record: ResourceRecord): RowAction[] => {
    const { id, state } = record;
    const actions: RowAction[] = [];
    if (reviewer && state === 'pending') {
      actions.push({
        key: 'pass',
        label: t('schoolActivity.actions.pass'),
        confirm: t('schoolActivity.confirm.pass'),
        onClick: () => run(`pass:${id}`, () => activityApi.pass(id)),
      });
      actions.push({ key: 'notPass', label: t('schoolActivity.actions.notPass'), onClick: () => setRefusing(record) });
    }
    if (publisher && (state === 'passed' || state === 'unpublished')) {
      actions.push({
        key: 'publish',
        label: t('schoolActivity.actions.publish'),
        confirm: t('schoolActivity.confirm.publish'),
        onClick: () => run(`publish:${id}`, () => activityApi.publish(id)),
      });
    } else if (direct && state === 'pending') {
      actions.push({
        key: 'publishDirect',
        label: t('schoolActivity.actions.publishDirect'),
        confirm: t('schoolActivity.confirm.publishDirect'),
        onClick: () => run(`publish:${id}`, () => activityApi.publish(id)),
      });
    }
    if (publisher && state === 'published') {
      actions.push({
        key: 'unpublish',
        label: t('schoolActivity.actions.unpublish'),
        confirm: t('schoolActivity.confirm.unpublish'),
        danger: true,
        onClick: () => run(`unpublish:${id}`, () => activityApi.unpublish(id)),
      });
    }
    return actions;
  };

  return (
    <>
      <ResourcePage
        entity={activityEntity}
        form={AUDIENCE_FORM}
        rowActions={rowActions}
        // The server refuses both while families may apply: unpublish first.
        hideAction={(key, record) => (key === 'edit' || key === 'delete') && record.state === 'published'}
        renderCell={{
          appliedCount: (record) => (
            <Link to={activityCountHref(record.id)} data-testid="activity-applied-count">
              {String(record.appliedCount ?? 0)}
            </Link>
          ),
        }}
      />
      <NotPassModal activity={refusing} onClose={() => setRefusing(null)} onDone={refresh} />
    </>
  );
}
