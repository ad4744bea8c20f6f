import { agencyEndpoints, kigOpeningEntity } from '@kg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openingApi } from '../../api/agency-opening';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { useRowRun } from '../../components/resource/use-row-run';
import type { RowAction } from '../../components/resource/RowActions';
import { RejectOpeningModal } from './RejectOpeningModal';

/**
 * Kindergarten management -> opening (an agent's requests) and opening audit (operations'), one screen
 * (componentUrl 'agency/kigOpening'): each action on the row of the state it moves from, offered to who
 * may call it. Approval opens the kindergarten; a rejected request is corrected (edit) and refiled; an
 * approved one is closed to change.
 */
export function KigOpeningPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<ResourceRecord | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(kigOpeningEntity) });

  const run = useRowRun(refresh);

  const rowActions = (record: ResourceRecord): RowAction[] => {
    const { id, checkedFlag } = record;
    const actions: RowAction[] = [];
    if (checkedFlag === 'pending' && canCall(agencyEndpoints.approveKigOpening)) {
      actions.push({
        key: 'approve',
        label: t('agencyOpening.actions.approve'),
        confirm: t('agencyOpening.confirm.approve'),
        onClick: () => run(`approve:${id}`, () => openingApi.approve(id)),
      });
    }
    if (checkedFlag === 'pending' && canCall(agencyEndpoints.rejectKigOpening)) {
      actions.push({ key: 'reject', label: t('agencyOpening.actions.reject'), danger: true, onClick: () => setRejecting(record) });
    }
    if (checkedFlag === 'rejected' && canCall(agencyEndpoints.refileKigOpening)) {
      actions.push({
        key: 'refile',
        label: t('agencyOpening.actions.refile'),
        confirm: t('agencyOpening.confirm.refile'),
        onClick: () => run(`refile:${id}`, () => openingApi.refile(id)),
      });
    }
    return actions;
  };

  return (
    <>
      <ResourcePage entity={kigOpeningEntity} rowActions={rowActions} hideAction={(key, record) => key === 'edit' && record.checkedFlag === 'approved'} />
      <RejectOpeningModal request={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />
    </>
  );
}
