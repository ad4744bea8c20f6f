import { epidemicReportEntity, eyeTestEntity, measurementEntity } from '@kg/domain';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { PERSON_OF_KIND_FORM, personOf } from '../../components/resource/person-of-kind';

/** Health -> Eye tests: both eyes on the five-point chart. */
export function EyeTestPage() {
  return <ResourcePage entity={eyeTestEntity} />;
}

/** Health -> Height and weight, per child and term. */
export function MeasurementPage() {
  return <ResourcePage entity={measurementEntity} />;
}

/** Health -> Epidemic reports of children and staff. */
export function EpidemicPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      entity={epidemicReportEntity}
      form={PERSON_OF_KIND_FORM}
      hiddenColumns={['teacherId']}
      columnTitles={{ studentId: t('healthScreens.epidemic.person') }}
      renderCell={{ studentId: personOf, teacherId: personOf }}
    />
  );
}
