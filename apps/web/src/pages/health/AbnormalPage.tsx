import { doctorMessageEntity, healthCheckEntity, healthEndpoints } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { healthApi, healthKeys } from '../../api/health';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { CheckDetailDrawer } from './CheckDetailDrawer';
import { temperatureCell } from './health-cells';
import { MessageTextModal } from './MessageTextModal';
import { SPECIALIST_FILTERS } from './SpecialistFilters';

function labelOf(record: ResourceRecord, name: string): string {
  const label = record._labels?.[name];
  return (Array.isArray(label) ? label[0] : label) || '-';
}

/**
 * Specialist -> Abnormal list (componentUrl 'health/abnormal'): for an institution and its experts,
 * the abnormal checks of the kindergartens under a running contract (the server limits the list),
 * read-only; an expert writes the kindergarten a message about one. Children without their guardian's
 * health-check consent are left out by the server; the page says how many, so the gap is no mystery.
 */
export function AbnormalPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [showing, setShowing] = useState<ResourceRecord | null>(null);
  const [writing, setWriting] = useState<ResourceRecord | null>(null);
  const mayWrite = canCall(healthEndpoints.writeMessage);
  const withheld = useQuery({ queryKey: healthKeys.withheld, queryFn: ({ signal }) => healthApi.withheld(signal), enabled: canCall(healthEndpoints.withheld) });
  return (
    <>
      {Boolean(withheld.data?.withheld) && (
        <Alert type="info" showIcon title={t('healthScreens.abnormal.withheld', { count: withheld.data!.withheld })} data-testid="abnormal-withheld" style={{ marginBottom: 12 }} />
      )}
      <ResourcePage
        entity={healthCheckEntity}
        title={t('healthScreens.abnormal.title')}
        // Every check listed is abnormal; classes are no thing an institution picks by.
        hiddenFilters={['classId', 'abnormal']}
        filterInputs={SPECIALIST_FILTERS}
        hiddenColumns={['abnormal']}
        renderCell={{ temperature: temperatureCell }}
        rowActions={(record) => [
          // This detail shows the photos and the machine's findings: it takes the generic one's place.
          { key: 'detail', label: t('resource.actions.detail'), onClick: () => setShowing(record) },
          ...(mayWrite ? [{ key: 'writeMessage', label: t('healthScreens.abnormal.write'), onClick: () => setWriting(record) }] : []),
        ]}
      />
      <CheckDetailDrawer record={showing} onClose={() => setShowing(null)} />
      <MessageTextModal
        open={Boolean(writing)}
        title={t('healthScreens.abnormal.writeTitle')}
        context={
          writing
            ? t('healthScreens.abnormal.about', { student: labelOf(writing, 'studentId'), kindergarten: labelOf(writing, 'kigId'), day: String(writing.schoolDay ?? '') })
            : undefined
        }
        name="content"
        label={t('healthScreens.abnormal.content')}
        submitText={t('healthScreens.message.send')}
        testIds={{ input: 'message-write-input', submit: 'message-write-submit' }}
        send={(content) => healthApi.writeMessage({ checkId: writing!.id, content })}
        onSent={() => queryClient.invalidateQueries({ queryKey: resourceKeys.all(doctorMessageEntity) })}
        onClose={() => setWriting(null)}
      />
    </>
  );
}
