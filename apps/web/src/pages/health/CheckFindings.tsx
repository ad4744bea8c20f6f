import { consentEntity, healthCheckEntity } from '@kg/domain';
import { Descriptions, Empty, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckDetail } from '../../api/health';
import { onApi } from '../../api/uploads';
import type { ResourceRecord } from '../../api/resource-api';
import { renderFieldValue } from '../../components/resource/FieldValue';
import { formatDateValue } from '../../components/resource/dates';
import { ConsentTags } from '../../components/consent/ConsentTags';
import { entityTitle, fieldLabel } from '../../components/resource/labels';
import { ImageBox } from '../../components/upload/ImageBox';

export const FINDINGS = ['hand', 'mouth', 'trauma', 'nails'] as const;
const SHOWN = ['studentId', 'classId', 'session', 'checkedAt', 'temperature', ...FINDINGS, 'reasons', 'review'] as const;
const PHOTO_SIZE = 120;

function labelOf(record: ResourceRecord, name: string): string {
  const label = record._labels?.[name];
  return (Array.isArray(label) ? label[0] : label) || '-';
}

/**
 * What a check shows read-only (`healthEndpoints.detail`): its photos, its findings, what the
 * machine saw before a teacher's correction, and who reviewed it. The review drawer and the
 * specialists' detail share it.
 */
export function CheckFindings({ detail, shown = SHOWN }: { detail: CheckDetail; shown?: readonly string[] }) {
  const { t } = useTranslation();
  const { record, photos, machineFindings } = detail;
  const field = (name: string) => healthCheckEntity.fields[name as keyof typeof healthCheckEntity.fields];
  const value = (name: string, source: ResourceRecord = record) => renderFieldValue(healthCheckEntity, name, field(name), source, 'detail');
  // After a correction the record holds the teacher's findings; the machine's are kept apart.
  const machine: ResourceRecord | null = machineFindings ? { ...record, ...machineFindings } : null;

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center" data-testid="health-check-consent">
        <Typography.Text strong>{entityTitle(consentEntity)}</Typography.Text>
        <ConsentTags states={detail.consent} />
      </Flex>
      <div>
        <Typography.Title level={5}>{t('healthScreens.review.photos')}</Typography.Title>
        {photos.length ? (
          <Flex wrap gap={8} data-testid="health-review-photos">
            <Image.PreviewGroup>
              {photos.map((url, i) => (
                <ImageBox key={`${url}-${i}`} path={url} src={onApi(url)} size={PHOTO_SIZE} />
              ))}
            </Image.PreviewGroup>
          </Flex>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            // A check whose photos were not kept for want of a guardian's consent says so.
            description={record.photosWithheld ? value('photosWithheld') : t('healthScreens.review.noPhotos')}
            data-testid="health-review-nophotos"
          />
        )}
      </div>
      <Descriptions
        size="small"
        bordered
        column={2}
        title={machine ? t('healthScreens.review.current') : t('healthScreens.review.machine')}
        items={shown.map((name) => ({ key: name, label: fieldLabel(healthCheckEntity, name), children: value(name) }))}
        data-testid="health-review-findings"
      />
      {machine && (
        <Descriptions
          size="small"
          column={2}
          title={t('healthScreens.review.machineBefore')}
          items={(['temperature', ...FINDINGS] as const).map((name) => ({ key: name, label: fieldLabel(healthCheckEntity, name), children: value(name, machine) }))}
          data-testid="health-review-machine"
        />
      )}
      {typeof record.reviewedAt === 'string' && (
        <Typography.Text type="secondary">
          {t('healthScreens.review.reviewed', { by: labelOf(record, 'reviewedBy'), at: formatDateValue(record.reviewedAt, 'datetime') })}
        </Typography.Text>
      )}
    </Flex>
  );
}
