import { medicalContractEntity, organizationEntity } from '@kg/domain';
import { RefSelect } from '../../components/resource/RefSelect';
import type { CustomInputContext } from '../../components/resource/ResourceForm';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { INSTITUTION_OPTIONS } from './specialist';

/** The institution picker offers medical institutions only (the server refuses any other organisation). */
function institutionInput({ record, disabled }: CustomInputContext) {
  return <RefSelect target={organizationEntity} filters={INSTITUTION_OPTIONS} labels={record?._labels?.institutionId} disabled={disabled} data-testid="institution-select" />;
}

const FORM = { inputs: { institutionId: institutionInput } };

/**
 * Health -> Medical institutions (componentUrl 'health/contract'): a kindergarten's contracts; while
 * one is enabled and running, the institution and its experts see the kindergarten's abnormal checks.
 * The server refuses a non-institution and an end before the beginning, on their fields.
 */
export function ContractPage() {
  return <ResourcePage entity={medicalContractEntity} form={FORM} filterInputs={{ institutionId: <RefSelect target={organizationEntity} filters={INSTITUTION_OPTIONS} /> }} />;
}
