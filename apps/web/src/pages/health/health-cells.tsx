import { healthCheckEntity } from '@kg/domain';
import { Typography } from 'antd';
import type { ResourceRecord } from '../../api/resource-api';
import { renderFieldValue } from '../../components/resource/FieldValue';

const TEMPERATURE_REASONS = new Set(['fever', 'highFever', 'lowTemperature']);

/** A temperature in red when it made the check abnormal. */
export function temperatureCell(record: ResourceRecord) {
  const shown = renderFieldValue(healthCheckEntity, 'temperature', healthCheckEntity.fields.temperature, record);
  const reasons = Array.isArray(record.reasons) ? (record.reasons as string[]) : [];
  return reasons.some((r) => TEMPERATURE_REASONS.has(r)) ? <Typography.Text type="danger">{shown}</Typography.Text> : shown;
}
