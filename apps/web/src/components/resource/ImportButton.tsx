import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import type { AnyEntity } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Result, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { type ImportProblem, isImportProblem, resourceApi, resourceKeys } from '../../api/resource-api';
import { saveFile } from '../download';
import { entityTitle } from './labels';
import { DataTable } from '../table/DataTable';

type Outcome = { ok: true; txt: string } | { ok: false; txt: string; problems: ImportProblem[] };

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Import of an entity that declares it: the template to fill, the upload, and a result that lists
 * every row problem the server found (row, column, message) or the number imported.
 */
export function ImportButton({ entity }: { entity: AnyEntity }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const api = resourceApi(entity);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const template = useMutation({
    mutationFn: () => api.importTemplate(),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName || `${entityTitle(entity)}.xlsx`),
    onError: (error) => void message.error(isApiError(error) ? error.txt : t('common.network.offline')),
  });

  const upload = useMutation({
    mutationFn: (file: File) => api.importFile(file, file.name),
    onSuccess: ({ txt }) => {
      setOutcome({ ok: true, txt });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(entity) });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 400) {
        setOutcome({ ok: false, txt: error.txt, problems: error.fieldErrors.filter(isImportProblem) });
      } else {
        void message.error(isApiError(error) ? error.txt : t('common.network.offline'));
      }
    },
  });

  return (
    <Space>
      <Button icon={<FileExcelOutlined />} loading={template.isPending} onClick={() => template.mutate()} data-testid="resource-import-template">
        {t('resource.actions.downloadTemplate')}
      </Button>
      <Upload
        accept={XLSX}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          if (!file.name.toLowerCase().endsWith('.xlsx')) void message.warning(t('resource.import.accept'));
          else upload.mutate(file);
          // The file goes through our client (headers, envelope), not antd's own request.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="resource-import">
          {upload.isPending ? t('resource.import.running') : t('resource.actions.import')}
        </Button>
      </Upload>
      <Modal
        open={outcome !== null}
        title={t('resource.import.resultTitle')}
        width={outcome?.ok === false ? 760 : 480}
        onCancel={() => setOutcome(null)}
        footer={
          <Button type="primary" onClick={() => setOutcome(null)}>
            {t('resource.actions.close')}
          </Button>
        }
        data-testid="import-result"
      >
        {outcome?.ok === true && <Result status="success" title={t('resource.import.succeeded')} subTitle={outcome.txt} />}
        {outcome?.ok === false && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="error" showIcon title={outcome.txt} description={t('resource.import.failedHint')} />
            <DataTable<ImportProblem>
              size="small"
              rowKey={(p) => `${p.row}-${p.field}-${p.column}-${p.message}`}
              dataSource={outcome.problems}
              pagination={outcome.problems.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { key: 'row', title: t('resource.import.row'), width: 80, render: (_, p) => (p.row > 0 ? p.row : t('resource.import.sheet')) },
                { key: 'column', title: t('resource.import.column'), width: 160, render: (_, p) => p.column || '-' },
                { key: 'message', title: t('resource.import.message'), dataIndex: 'message' },
              ]}
              data-testid="import-problems"
            />
          </Space>
        )}
      </Modal>
    </Space>
  );
}
