import { consentEndpoints, consentEntity, CONSENT_PURPOSES, currentConsentText } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consentApi, consentKeys } from '../../api/consent';
import { type ResourceRecord, resourceApi, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ConsentTags } from '../../components/consent/ConsentTags';
import { LoadError } from '../../components/LoadError';
import { renderFieldValue } from '../../components/resource/FieldValue';
import { enumLabel, fieldLabel } from '../../components/resource/labels';
import { DataTable } from '../../components/table/DataTable';
import { currentLocale } from '../../i18n';
import { ConsentRecordModal, type ConsentRecordTarget } from './ConsentRecordModal';

const HISTORY = { pageNumber: 1, pageSize: 100, sort: { field: 'decidedAt', order: 'desc' as const } };
const COLUMNS = ['decidedAt', 'purpose', 'decision', 'source', 'guardianName', 'textVersion', 'scanPath'] as const;

/**
 * A child's consent: the state of each purpose, the texts a guardian agrees to now, every decision
 * (latest first), and for those allowed, a paper consent or withdrawal to record.
 */
export function ConsentDrawer({ student, onClose }: { student: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [recording, setRecording] = useState<ConsentRecordTarget | null>(null);
  const id = student?.id ?? '';
  const name = String(student?.name ?? '');
  const states = useQuery({ queryKey: consentKeys.states([id]), queryFn: ({ signal }) => consentApi.states([id], signal), enabled: Boolean(student) });
  const request = { ...HISTORY, studentId: id };
  const history = useQuery({
    queryKey: [...consentKeys.all, ...resourceKeys.list(consentEntity, request)],
    queryFn: ({ signal }) => resourceApi(consentEntity).list(request, signal),
    enabled: Boolean(student),
  });
  const locale = currentLocale();
  const mayRecord = canCall(consentEndpoints.record);

  return (
    <Drawer open={Boolean(student)} onClose={onClose} title={t('campus.consent.title', { name })} size={760} destroyOnHidden data-testid="consent-drawer">
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'states', label: t('campus.consent.states'), children: <ConsentTags states={states.data?.[0]} /> },
            ...CONSENT_PURPOSES.map((purpose) => {
              const text = currentConsentText(purpose);
              return {
                key: purpose,
                label: enumLabel(consentEntity, 'purpose', purpose),
                children: (
                  <Flex vertical gap={4}>
                    <Typography.Text type="secondary">{t('campus.consent.version', { version: text.version })}</Typography.Text>
                    <Typography.Paragraph style={{ marginBottom: 0 }}>{text.wording[locale]}</Typography.Paragraph>
                  </Flex>
                ),
              };
            }),
          ]}
        />
        {mayRecord && student && (
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => setRecording({ decision: 'given', student: { id, name } })} data-testid="consent-record-given">
              {t('campus.consent.recordGiven')}
            </Button>
            <Button danger onClick={() => setRecording({ decision: 'withdrawn', student: { id, name } })} data-testid="consent-record-withdrawn">
              {t('campus.consent.recordWithdrawn')}
            </Button>
          </Flex>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('campus.consent.history')}
        </Typography.Title>
        {history.isError ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : (
          <DataTable<ResourceRecord>
            rowKey="id"
            size="small"
            loading={history.isFetching}
            pagination={false}
            dataSource={history.data?.records ?? []}
            columns={COLUMNS.map((field) => ({
              key: field,
              title: fieldLabel(consentEntity, field),
              render: (_: unknown, record: ResourceRecord) => renderFieldValue(consentEntity, field, consentEntity.fields[field], record),
            }))}
            data-testid="consent-history"
          />
        )}
      </Flex>
      <ConsentRecordModal target={recording} onClose={() => setRecording(null)} />
    </Drawer>
  );
}
