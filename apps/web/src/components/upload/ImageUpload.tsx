import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { extensionOf, UPLOAD_KINDS, type UploadKind } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Progress, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { mediaConfigQuery } from '../../api/uploads';
import { translateKey } from '../../i18n';
import { ImageBox } from './ImageBox';
import { sendUpload } from './send-upload';
import { fileProblem } from './upload-form';

export interface ImageUploadProps {
  /** The stored path (what the record saves). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  kind?: UploadKind;
  /** Which part of the app the file belongs to (a path segment of the stored file). */
  module: string;
  disabled?: boolean;
  /** Told why an upload failed (spec section 8: an upload failure emits an error), after the message is shown. */
  onError?: (txt: string) => void;
  id?: string;
  /** false: a file that is not a picture (a document): its type is shown instead of a preview. */
  picture?: boolean;
}

/**
 * A form control for one image (spec sections 5 and 8): checks format and size before any call,
 * uploads straight to storage with a progress bar, then shows the picture with replace and remove.
 */
export function ImageUpload({ value, onChange, kind = 'image', module, disabled, onError, id, picture = true }: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const config = useQuery(mediaConfigQuery);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const rule = UPLOAD_KINDS[kind];
  const accept = rule.extensions.map((e) => `.${e}`).join(',');
  const uploading = percent !== null;

  const start = async (file: File) => {
    const problem = fileProblem(kind, file);
    if (problem) {
      const txt = translateKey(problem);
      void message.warning(txt);
      onError?.(txt);
      return;
    }
    abort.current = new AbortController();
    setPercent(0);
    try {
      const path = await sendUpload({ file, kind, module, storage: config.data?.storage, onProgress: setPercent, signal: abort.current.signal });
      onChange?.(path);
      void message.success(t('resource.upload.done'));
    } catch (error) {
      const txt = isApiError(error) ? error.txt : error instanceof Error && 'txt' in error ? String((error as { txt: string }).txt) : '';
      void message.error(txt || t('resource.upload.failed'));
      onError?.(txt || t('resource.upload.failed'));
    } finally {
      setPercent(null);
    }
  };

  const picker = (
    <Upload
      accept={accept}
      showUploadList={false}
      disabled={disabled || uploading}
      beforeUpload={(file) => {
        void start(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || uploading} loading={uploading} data-testid="image-upload-pick">
        {value ? t('resource.upload.replace') : t('resource.upload.choose')}
      </Button>
    </Upload>
  );

  return (
    <Flex gap={12} align="flex-start" id={id} data-testid="image-upload">
      {picture ? (
        <ImageBox path={value} size={96} />
      ) : (
        <Flex vertical align="center" justify="center" style={{ width: 96, height: 96 }} data-testid="file-upload-type">
          <FileOutlined style={{ fontSize: 32 }} />
          {value ? <Typography.Text>{extensionOf(value).toUpperCase()}</Typography.Text> : null}
        </Flex>
      )}
      <Flex vertical gap={8} style={{ minWidth: 200 }}>
        <Flex gap={8}>
          {picker}
          {value && !uploading && (
            <Button icon={<DeleteOutlined />} danger disabled={disabled} onClick={() => onChange?.(null)} data-testid="image-upload-remove">
              {t('resource.upload.remove')}
            </Button>
          )}
        </Flex>
        {uploading ? (
          <Progress percent={percent} size="small" status="active" data-testid="image-upload-progress" />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('resource.upload.hint', { formats: rule.extensions.join(' / '), size: rule.maxKB >= 1024 ? `${rule.maxKB / 1024} MB` : `${rule.maxKB} KB` })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
