import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../api/resource-api';
import { activityApi } from '../../api/school-activity';
import { ReasonModal } from '../../components/form/ReasonModal';

/** Not passing an activity asks its reason (required), which its author reads to correct it. */
export function NotPassModal({ activity, onClose, onDone }: { activity: ResourceRecord | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={Boolean(activity)}
      texts={{
        title: t('schoolActivity.notPass.title', { title: String(activity?.title ?? '') }),
        submit: t('schoolActivity.notPass.submit'),
        reason: t('schoolActivity.notPass.reason'),
        required: t('schoolActivity.notPass.required'),
        tooLong: (max) => t('schoolActivity.notPass.tooLong', { max }),
      }}
      testId="activity-notpass"
      submit={(reason) => activityApi.notPass(activity!.id, reason)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
