import { DownloadOutlined } from '@ant-design/icons';
import type { AnyEntity } from '@kg/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { resourceApi } from '../../api/resource-api';
import { saveFile } from '../download';
import { entityTitle } from './labels';

export interface ExportButtonProps {
  entity: AnyEntity;
  /** The filters and sort of what is listed now, without paging. */
  body: () => Record<string, unknown>;
}

const MESSAGE_KEY = 'resource-export';

/** Downloads the xlsx of the current filters under the server's file name, showing progress meanwhile. */
export function ExportButton({ entity, body }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = useMutation({
    mutationFn: () => resourceApi(entity).exportFile(body()),
    onMutate: () => void message.loading({ key: MESSAGE_KEY, content: t('resource.export.running'), duration: 0 }),
    onSuccess: ({ blob, fileName }) => {
      const name = fileName || `${entityTitle(entity)}.xlsx`;
      saveFile(blob, name);
      void message.success({ key: MESSAGE_KEY, content: t('resource.export.done', { name }) });
    },
    onError: (error) =>
      void message.error({ key: MESSAGE_KEY, content: isApiError(error) ? error.txt : t('common.network.offline') }),
  });
  return (
    <Button icon={<DownloadOutlined />} loading={run.isPending} onClick={() => run.mutate()} data-testid="resource-export">
      {t('resource.actions.export')}
    </Button>
  );
}
