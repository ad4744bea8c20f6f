import { gradeEntity } from '@kg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../api/resource-api';
import { usePermissions } from '../../app/session/usePermissions';
import type { RowAction } from '../../components/resource/RowActions';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { type YearMove, YearMoveModal } from './YearMoveModal';

/** Campus management -> Grades: the generic list, with promotion and graduation of a whole grade. */
export function GradePage() {
  const { t } = useTranslation();
  const can = usePermissions();
  const [pending, setPending] = useState<{ move: YearMove; grade: ResourceRecord } | null>(null);

  const rowActions = (record: ResourceRecord): RowAction[] => [
    ...(can('campus:grade:promote') ? [{ key: 'promote', label: t('campus.grade.promote'), onClick: () => setPending({ move: 'promote', grade: record }) }] : []),
    ...(can('campus:grade:graduate') ? [{ key: 'graduate', label: t('campus.grade.graduate'), onClick: () => setPending({ move: 'graduate', grade: record }) }] : []),
  ];

  return (
    <>
      <ResourcePage entity={gradeEntity} rowActions={rowActions} />
      <YearMoveModal move={pending?.move ?? 'promote'} grade={pending?.grade ?? null} onClose={() => setPending(null)} />
    </>
  );
}
