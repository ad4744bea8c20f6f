import { NOTICE_TYPE_FIELD, noticeEntity } from '@kg/domain';
import { AUDIENCE_FORM } from '../../components/resource/audience-form';
import type { ResourceFormOptions } from '../../components/resource/ResourceForm';
import { ResourcePage } from '../../components/resource/ResourcePage';

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

/** School -> Notices: written in the editor, published and withdrawn from the row, read counts live. */
export function NoticePage() {
  return <ResourcePage entity={noticeEntity} form={NOTICE_FORM} />;
}
