import { campusEndpoints, gradeEntity } from '@kg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import type { RowAction } from '../../components/resource/RowActions';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { type YearMove, YearMoveModal } from './YearMoveModal';

/** Campus management -> Grades: the generic list, with promotion and graduation of a whole grade. */
export function GradePage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  // A move shows its preview, then makes it: the button needs both calls.
  const mayPromote = canCall(campusEndpoints.promotePreview) && canCall(campusEndpoints.promote);
  const mayGraduate = canCall(campusEndpoints.graduatePreview) && canCall(campusEndpoints.graduate);
  const [pending, setPending] = useState<{ move: YearMove; grade: ResourceRecord } | null>(null);

  const rowActions = (record: ResourceRecord): RowAction[] => [
    ...(mayPromote ? [{ key: 'promote', label: t('campus.grade.promote'), onClick: () => setPending({ move: 'promote', grade: record }) }] : []),
    ...(mayGraduate ? [{ key: 'graduate', label: t('campus.grade.graduate'), onClick: () => setPending({ move: 'graduate', grade: record }) }] : []),
  ];

  return (
    <>
      <ResourcePage entity={gradeEntity} rowActions={rowActions} />
      <YearMoveModal move={pending?.move ?? 'promote'} grade={pending?.grade ?? null} onClose={() => setPending(null)} />
    </>
  );
}
