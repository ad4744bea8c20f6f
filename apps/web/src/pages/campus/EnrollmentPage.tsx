import { campusEndpoints, enrollmentEntity } from '@kg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import type { RowAction } from '../../components/resource/RowActions';
import { ADMITTABLE, AdmitModal } from './AdmitModal';
import { ResourcePage } from '../../components/resource/ResourcePage';

/** Campus management -> Enrolment: applications with follow-up transitions, and admission into a class. */
export function EnrollmentPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [admitting, setAdmitting] = useState<ResourceRecord | null>(null);

  const rowActions = (record: ResourceRecord): RowAction[] =>
    canCall(campusEndpoints.admit) && ADMITTABLE.includes(String(record.status))
      ? [{ key: 'admit', label: t('campus.enrollment.admit'), onClick: () => setAdmitting(record) }]
      : [];

  return (
    <>
      <ResourcePage entity={enrollmentEntity} rowActions={rowActions} />
      <AdmitModal enrollment={admitting} onClose={() => setAdmitting(null)} />
    </>
  );
}
