import { epidemicReportEntity, eyeTestEntity, measurementEntity } from '@kg/domain';
import { useTranslation } from 'react-i18next';
import { CampusPage } from '../campus/CampusPage';
import { inKindergarten, PERSON_OF_KIND_FORM, personOf } from '../campus/person-of-kind';

/** Health -> Eye tests: both eyes on the five-point chart. */
export function EyeTestPage() {
  return <CampusPage entity={eyeTestEntity} form={{ dependencies: { studentId: inKindergarten } }} />;
}

/** Health -> Height and weight, per child and term. */
export function MeasurementPage() {
  return <CampusPage entity={measurementEntity} form={{ dependencies: { studentId: inKindergarten, termId: inKindergarten } }} />;
}

/** Health -> Epidemic reports of children and staff. */
export function EpidemicPage() {
  const { t } = useTranslation();
  return (
    <CampusPage
      entity={epidemicReportEntity}
      form={PERSON_OF_KIND_FORM}
      hiddenColumns={['teacherId']}
      columnTitles={{ studentId: t('healthScreens.epidemic.person') }}
      renderCell={{ studentId: personOf, teacherId: personOf }}
    />
  );
}
