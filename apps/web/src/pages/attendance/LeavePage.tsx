import { leaveRequestEntity } from '@kg/domain';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { PERSON_OF_KIND_FORM, personOf } from '../../components/resource/person-of-kind';

/**
 * Attendance -> Leave: requests for a child or a teacher, approved, rejected or cancelled from the
 * row (generic transitions, each by its permission); only a pending request is edited.
 */
export function LeavePage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      entity={leaveRequestEntity}
      form={PERSON_OF_KIND_FORM}
      hiddenColumns={['teacherId']}
      columnTitles={{ studentId: t('attendanceAdmin.leave.person') }}
      renderCell={{ studentId: personOf, teacherId: personOf }}
      hideAction={(key, record) => key === 'edit' && record.status !== 'pending'}
    />
  );
}
