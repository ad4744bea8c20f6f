import { documentEntity } from '@kg/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { documentApi } from '../../api/agency-document';
import { useUserInfo } from '../../api/auth';
import { isApiError } from '../../api/api-error';
import type { ResourceRecord } from '../../api/resource-api';
import { saveFile } from '../../components/download';
import { ResourcePage } from '../../components/resource/ResourcePage';
import type { RowAction } from '../../components/resource/RowActions';

/**
 * Documents (componentUrl 'agency/document'): the platform's beside the agent's own. A file is
 * downloaded through the server; a document given by address opens it. An agent's row of a platform
 * document offers no edit or delete (the server refuses them): only its own organisation's are its to change.
 */
export function DocumentPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const info = useUserInfo();
  const mine = (record: ResourceRecord) => info.data?.orgKind === 'platform' || record.orgId === info.data?.baseId;

  const download = async (record: ResourceRecord) => {
    if (!record.file && typeof record.address === 'string') return void window.open(record.address, '_blank', 'noopener,noreferrer');
    try {
      const { blob, fileName } = await documentApi.download(record.id);
      saveFile(blob, fileName || String(record.docName));
    } catch (error) {
      void message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    }
  };

  const rowActions = (record: ResourceRecord): RowAction[] => [{ key: 'download', label: t('agency.document.download'), onClick: () => download(record) }];
  return <ResourcePage entity={documentEntity} rowActions={rowActions} hideAction={(key, record) => (key === 'edit' || key === 'delete') && !mine(record)} />;
}
