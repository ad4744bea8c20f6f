import { FileImageOutlined, PictureOutlined } from '@ant-design/icons';
import { imageUrl } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaConfigQuery, onApi } from '../../api/uploads';

const FALLBACK_HOST: string = import.meta.env.VITE_MEDIA_HOST ?? '/files';

/** The media host of the server (GET /sys/config), relative hosts on the API's origin. */
export function useMediaHost(): string {
  const { data } = useQuery(mediaConfigQuery);
  return onApi(data?.mediaHost ?? FALLBACK_HOST);
}

export interface ImageBoxProps {
  /** The stored path (spec section 9: a media-host prefix is added unless it is a full address). */
  path: string | null | undefined;
  size?: number;
  preview?: boolean;
  /** A full address to show instead of a stored path (a private photo's signed address). */
  src?: string;
}

/**
 * A stored image in a square box (spec section 8): a placeholder when there is none, another when it
 * fails to load; the picture opens large on click.
 */
export function ImageBox({ path, size = 40, preview = true, src: given }: ImageBoxProps) {
  const { t } = useTranslation();
  const host = useMediaHost();
  const src = given ?? imageUrl(path, host);
  const [failed, setFailed] = useState<string | null>(null);

  if (!src || failed === src) {
    const empty = !src;
    return (
      <Flex
        vertical
        align="center"
        justify="center"
        style={{ width: size, height: size, background: 'var(--ant-color-fill-quaternary, #f5f5f5)', borderRadius: 4, flex: 'none' }}
        title={empty ? t('resource.image.none') : t('resource.image.broken')}
        data-testid={empty ? 'image-none' : 'image-broken'}
      >
        {empty ? <PictureOutlined style={{ color: '#bfbfbf' }} /> : <FileImageOutlined style={{ color: '#ff7875' }} />}
        {size >= 80 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {empty ? t('resource.image.none') : t('resource.image.broken')}
          </Typography.Text>
        )}
      </Flex>
    );
  }
  return (
    <Image
      src={src}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      preview={preview}
      onError={() => setFailed(src)}
      alt=""
      // The picture opens large on click: the button says so (its picture alone has no words).
      aria-label={preview ? t('resource.image.preview') : undefined}
      data-testid="image-box"
    />
  );
}
