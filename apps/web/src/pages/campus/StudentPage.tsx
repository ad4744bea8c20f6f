import { campusEndpoints, studentEntity } from '@kg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import type { RowAction } from '../../components/resource/RowActions';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { ChangeClassModal } from './ChangeClassModal';

/**
 * Campus management -> Children: the generic list (face photo as a small picture, import and export,
 * leave and return), the class picked within the kindergarten, and a class change of a studying child.
 */

export function StudentPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [moving, setMoving] = useState<ResourceRecord | null>(null);

  const rowActions = (record: ResourceRecord): RowAction[] =>
    canCall(campusEndpoints.changeClass) && record.status === 'studying' ? [{ key: 'changeClass', label: t('campus.student.changeClass'), onClick: () => setMoving(record) }] : [];

  return (
    <>
      <ResourcePage entity={studentEntity} rowActions={rowActions} form={{ container: 'drawer' }} />
      <ChangeClassModal student={moving} onClose={() => setMoving(null)} />
    </>
  );
}
