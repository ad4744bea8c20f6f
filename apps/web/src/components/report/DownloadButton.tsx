import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { DownloadedFile, DownloadProgress } from '../../api/client';
import { saveFile } from '../download';
import { progressText } from './download-progress';

export interface DownloadButtonProps {
  /** Asks the file, telling how much has arrived. */
  fetch: (onProgress: DownloadProgress) => Promise<DownloadedFile>;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  label?: ReactNode;
  disabled?: boolean;
  testId: string;
}

/** A message shown at a time: a second download replaces the first's. */
const MESSAGE_KEY = 'report-download';

/**
 * Downloads a file (a report's xlsx, a list's export) under the server's name: the button waits, a
 * message tells the progress, then the name saved or the failure in the reader's language.
 */
export function DownloadButton({ fetch, fallbackName, label, disabled, testId }: DownloadButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const running = (progress?: string) =>
    void message.loading({ key: MESSAGE_KEY, content: progress ? `${t('resource.export.running')} ${progress}` : t('resource.export.running'), duration: 0 });
  const run = useMutation({
    mutationFn: () => fetch((received, total) => running(progressText(received, total))),
    onMutate: () => running(),
    onSuccess: ({ blob, fileName }) => {
      const name = fileName || fallbackName;
      saveFile(blob, name);
      void message.success({ key: MESSAGE_KEY, content: t('resource.export.done', { name }) });
    },
    onError: (error) => void message.error({ key: MESSAGE_KEY, content: isApiError(error) ? error.txt : t('common.network.offline') }),
  });
  return (
    <Button icon={<DownloadOutlined />} disabled={disabled} loading={run.isPending} onClick={() => run.mutate()} data-testid={testId}>
      {label ?? t('resource.actions.export')}
    </Button>
  );
}
