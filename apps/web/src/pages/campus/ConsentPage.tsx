import { consentEndpoints, consentEntity } from '@kg/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { ConsentRecordModal, type ConsentRecordTarget } from './ConsentRecordModal';

/**
 * Campus management -> Guardians' consent: every decision (searched by child, purpose, decision,
 * source; exported), and a paper consent or withdrawal entered for any child of the kindergarten.
 */
export function ConsentPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [recording, setRecording] = useState<ConsentRecordTarget | null>(null);
  const toolbar = canCall(consentEndpoints.record) ? (
    <>
      <Button type="primary" onClick={() => setRecording({ decision: 'given', student: null })} data-testid="consent-record-given">
        {t('campus.consent.recordGiven')}
      </Button>
      <Button danger onClick={() => setRecording({ decision: 'withdrawn', student: null })} data-testid="consent-record-withdrawn">
        {t('campus.consent.recordWithdrawn')}
      </Button>
    </>
  ) : undefined;
  return (
    <>
      <ResourcePage entity={consentEntity} toolbarExtra={toolbar} />
      <ConsentRecordModal target={recording} onClose={() => setRecording(null)} />
    </>
  );
}
