import type { AnyEntity } from '@kg/domain';
import { resourceApi } from '../../api/resource-api';
import { DownloadButton } from '../report/DownloadButton';
import { entityTitle } from './labels';

export interface ExportButtonProps {
  entity: AnyEntity;
  /** The filters and sort of what is listed now, without paging. */
  body: () => Record<string, unknown>;
}

/** Downloads the xlsx of the current filters under the server's file name, showing progress meanwhile. */
export function ExportButton({ entity, body }: ExportButtonProps) {
  return <DownloadButton fetch={(onProgress) => resourceApi(entity).exportFile(body(), onProgress)} fallbackName={`${entityTitle(entity)}.xlsx`} testId="resource-export" />;
}
