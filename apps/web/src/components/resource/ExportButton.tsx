import { DownloadOutlined } from '@ant-design/icons';
import { type AnyEntity, PROTECTED_EXPORTS, VERIFY_CODE_HEADER } from '@kg/domain';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../api/resource-api';
import { saveFile } from '../download';
import { DownloadButton } from '../report/DownloadButton';
import { CodeDialog } from '../sms/CodeDialog';
import { entityTitle } from './labels';

export interface ExportButtonProps {
  entity: AnyEntity;
  /** The filters and sort of what is listed now, without paging. */
  body: () => Record<string, unknown>;
}

/**
 * Downloads the xlsx of the current filters under the server's file name, showing progress meanwhile.
 * Children's and parents' personal data ask for a verification code first (issue 16).
 */
export function ExportButton({ entity, body }: ExportButtonProps) {
  if (PROTECTED_EXPORTS[entity.name]) return <ProtectedExportButton entity={entity} body={body} />;
  return <DownloadButton fetch={(onProgress) => resourceApi(entity).exportFile(body(), onProgress)} fallbackName={`${entityTitle(entity)}.xlsx`} testId="resource-export" />;
}

function ProtectedExportButton({ entity, body }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)} data-testid="resource-export">
        {t('resource.actions.export')}
      </Button>
      <CodeDialog
        open={open}
        purpose={PROTECTED_EXPORTS[entity.name]!}
        title={t('smsScreens.export.title')}
        intro={t('smsScreens.export.intro')}
        onClose={() => setOpen(false)}
        onConfirm={async ({ code }) => {
          const file = await resourceApi(entity).exportFile(body(), undefined, { [VERIFY_CODE_HEADER]: code });
          const name = file.fileName || `${entityTitle(entity)}.xlsx`;
          saveFile(file.blob, name);
          message.success(t('resource.export.done', { name }));
        }}
      />
    </>
  );
}
