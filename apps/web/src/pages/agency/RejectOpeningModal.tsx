import { useTranslation } from 'react-i18next';
import { openingApi } from '../../api/agency-opening';
import type { ResourceRecord } from '../../api/resource-api';
import { ReasonModal } from '../../components/form/ReasonModal';

/** Rejecting an opening request asks its reason (required), which the agent reads to correct it. */
export function RejectOpeningModal({ request, onClose, onDone }: { request: ResourceRecord | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={Boolean(request)}
      texts={{
        title: t('agencyOpening.reject.title', { name: String(request?.kigName ?? '') }),
        submit: t('agencyOpening.reject.submit'),
        reason: t('agencyOpening.reject.reason'),
        required: t('agencyOpening.reject.required'),
        tooLong: (max) => t('agencyOpening.reject.tooLong', { max }),
      }}
      testId="opening-reject"
      submit={(reason) => openingApi.reject(request!.id, reason)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
