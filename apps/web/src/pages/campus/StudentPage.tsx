import { campusEndpoints, consentEndpoints, consentEntity, type ConsentStates, studentEntity } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consentApi, consentKeys } from '../../api/consent';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall, useCanDo } from '../../components/access/declared-access';
import { ConsentTags } from '../../components/consent/ConsentTags';
import type { RowAction } from '../../components/resource/RowActions';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { ChangeClassModal } from './ChangeClassModal';
import { ConsentDrawer } from './ConsentDrawer';

/**
 * Campus management -> Children: the generic list (face photo as a small picture, import and export,
 * leave and return), the class picked within the kindergarten, a class change of a studying child,
 * and each child's guardians' consent (a column and the detail; the decisions in a drawer).
 */

export function StudentPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const canDo = useCanDo();
  const [moving, setMoving] = useState<ResourceRecord | null>(null);
  const [consentOf, setConsentOf] = useState<ResourceRecord | null>(null);
  const [ids, setIds] = useState<string[]>([]);
  const onRecords = useCallback((records: readonly ResourceRecord[]) => setIds(records.map((r) => r.id)), []);
  const mayReadStates = canCall(consentEndpoints.states);
  const states = useQuery({
    queryKey: consentKeys.states(ids),
    queryFn: ({ signal }) => consentApi.states(ids, signal),
    enabled: mayReadStates && ids.length > 0,
  });
  const stateOf = (id: string): ConsentStates | undefined => states.data?.find((s) => s.studentId === id);

  const rowActions = (record: ResourceRecord): RowAction[] => [
    ...(canCall(campusEndpoints.changeClass) && record.status === 'studying'
      ? [{ key: 'changeClass', label: t('campus.student.changeClass'), onClick: () => setMoving(record) }]
      : []),
    ...(canDo(consentEntity, 'view') ? [{ key: 'consent', label: t('campus.consent.open'), onClick: () => setConsentOf(record) }] : []),
  ];
  const consentColumn: TableColumnType<ResourceRecord>[] = mayReadStates
    ? [{ key: 'consent', title: t('campus.consent.column'), width: 200, render: (_: unknown, record: ResourceRecord) => <ConsentTags states={stateOf(record.id)} /> }]
    : [];

  return (
    <>
      <ResourcePage
        entity={studentEntity}
        rowActions={rowActions}
        form={{ container: 'drawer' }}
        extraColumns={consentColumn}
        onRecords={onRecords}
        detailExtra={mayReadStates ? (record) => <StudentConsent id={record.id} /> : undefined}
      />
      <ChangeClassModal student={moving} onClose={() => setMoving(null)} />
      <ConsentDrawer student={consentOf} onClose={() => setConsentOf(null)} />
    </>
  );
}

/** A child's consent states in its detail. */
function StudentConsent({ id }: { id: string }) {
  const { t } = useTranslation();
  const states = useQuery({ queryKey: consentKeys.states([id]), queryFn: ({ signal }) => consentApi.states([id], signal) });
  return (
    <div style={{ marginTop: 16 }} data-testid="student-consent">
      <div style={{ marginBottom: 8, fontWeight: 600 }}>{t('campus.consent.column')}</div>
      <ConsentTags states={states.data?.[0]} />
    </div>
  );
}
