import { type CheckWithPhotos, healthCheckEntity } from '@kg/domain';
import { Card, Flex, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onApi } from '../../../api/uploads';
import type { ResourceRecord } from '../../../api/resource-api';
import { renderFieldValue } from '../../../components/resource/FieldValue';
import { ImageBox } from '../../../components/upload/ImageBox';
import { formatDateValue } from '../../../components/resource/dates';
import { enumLabel } from '../../../components/resource/labels';
import { temperatureCell } from '../health-cells';

const THUMB = 96;

/**
 * One check as a card: who, when, temperature and review state, and its photos (open large on
 * click). `title` links elsewhere when the page wants it to (the review of the check).
 */
export function CheckPhotoCard({ check, title, extra }: { check: CheckWithPhotos; title?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  const record = check as unknown as ResourceRecord;
  const value = (name: 'session' | 'review') => renderFieldValue(healthCheckEntity, name, healthCheckEntity.fields[name], record);
  return (
    <Card
      size="small"
      title={title ?? check.studentName}
      extra={extra}
      data-testid="check-photo-card"
      data-student={check.studentName}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex gap={8} wrap align="center">
        {value('session')}
        <Typography.Text type="secondary">
          {check.className ?? '-'} · {formatDateValue(check.checkedAt, 'datetime')}
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap align="center">
        {/* Spans: bare texts side by side would run together without the gap. */}
        <span>{temperatureCell(record)}</span>
        {check.reasons.length > 0 && <span>{renderFieldValue(healthCheckEntity, 'reasons', healthCheckEntity.fields.reasons, record)}</span>}
        {value('review')}
      </Flex>
      {check.photos.length ? (
        <Flex gap={6} wrap>
          <Image.PreviewGroup>
            {check.photos.map((url, i) => (
              <ImageBox key={`${url}-${i}`} path={url} src={onApi(url)} size={THUMB} />
            ))}
          </Image.PreviewGroup>
        </Flex>
      ) : (
        <Typography.Text type="secondary" data-withheld={check.photosWithheld ?? undefined}>
          {check.photosWithheld ? enumLabel(healthCheckEntity, 'photosWithheld', check.photosWithheld) : t('healthScreens.review.noPhotos')}
        </Typography.Text>
      )}
    </Card>
  );
}
