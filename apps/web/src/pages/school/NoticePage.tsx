import { NOTICE_TYPE_FIELD, noticeEntity, noticeReaderEndpoints } from '@kg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { AUDIENCE_FORM } from '../../components/resource/audience-form';
import type { ResourceFormOptions } from '../../components/resource/ResourceForm';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { NoticeReadersDrawer } from './NoticeReadersDrawer';

/**
 * The notice form after the domain's rules: an ordinary notice writes its content, a link one its
 * address (only that field shows, and it is required); the audience's picker shows for its choice.
 */
const NOTICE_FORM = {
  container: 'drawer',
  presets: { ...AUDIENCE_FORM.presets, noticeType: 'ordinary' },
  required: [...AUDIENCE_FORM.required, ...Object.values(NOTICE_TYPE_FIELD)],
  shownWhen: {
    ...AUDIENCE_FORM.shownWhen,
    ...Object.fromEntries(Object.entries(NOTICE_TYPE_FIELD).map(([type, field]) => [field, (values: Record<string, unknown>) => (values.noticeType ?? 'ordinary') === type])),
  },
} satisfies ResourceFormOptions;

/** School -> Notices: written in the editor, published and withdrawn from the row, read counts live; a published one opens who has read it. */
export function NoticePage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [readersOf, setReadersOf] = useState<{ id: string; title: string } | null>(null);
  const rowActions = (record: ResourceRecord) =>
    record.state === 'published' && canCall(noticeReaderEndpoints.readers)
      ? [{ key: 'readers', label: t('noticeReaders.action'), onClick: () => setReadersOf({ id: record.id, title: String(record.title ?? '') }) }]
      : [];
  return (
    <>
      <ResourcePage entity={noticeEntity} form={NOTICE_FORM} rowActions={rowActions} />
      <NoticeReadersDrawer notice={readersOf} onClose={() => setReadersOf(null)} />
    </>
  );
}
