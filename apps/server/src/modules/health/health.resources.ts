import {
  doctorMessageEntity,
  epidemicReportEntity,
  eyeTestEntity,
  growthReportEntity,
  healthCheckEntity,
  healthSettingEntity,
  measurementEntity,
  medicalContractEntity,
  RISING_THRESHOLDS,
  THRESHOLD_ORDER_MESSAGE,
  thresholdsOutOfOrder,
} from '@kg/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { onePersonOfKind } from '../campus/person-of-kind.js';
import { doctorMessages, epidemicReports, eyeTests, growthReports, healthChecks, healthSettings, measurements, medicalContracts } from './health.tables.js';
import { checkScope, institutionsOf, isMedical } from './health-scope.js';
import { healthConsentGiven } from '../campus/consent-holds.js';

/** Checks are written by machines and review only; every read of them is audited. */
export function healthCheckResource(db: Db): ResourceOptions {
  return {
    entity: healthCheckEntity,
    table: healthChecks,
    auditReads: true,
    scope: { column: healthChecks.kigId, where: checkScope(db, healthChecks) },
  };
}

/** Thresholds in order: low below fever, fever below high fever. */
export const healthSettingResource: ResourceOptions = {
  entity: healthSettingEntity,
  table: healthSettings,
  hooks: {
    async beforeSave(_tx, _ctx, input, existing) {
      const [broken] = thresholdsOutOfOrder(Object.fromEntries(RISING_THRESHOLDS.map((key) => [key, Number(input[key] ?? existing?.[key])])));
      // A pair's outer threshold is named: fever is the one both pairs share.
      if (broken) throw badRequest([{ field: broken.find((f) => f !== 'feverTemperature')!, message: THRESHOLD_ORDER_MESSAGE }]);
    },
  },
};

/** A contract names a medical institution and runs from its first day to its last. */
export const medicalContractResource: ResourceOptions = {
  entity: medicalContractEntity,
  table: medicalContracts,
  hooks: {
    async beforeSave(tx, _ctx, input, existing) {
      const institutionId = (input.institutionId ?? existing?.institutionId) as string;
      const [org] = await tx
        .select({ kind: organisations.kind })
        .from(organisations)
        .where(and(eq(organisations.id, institutionId), eq(organisations.deleted, false)));
      if (org?.kind !== 'institution') throw badRequest([{ field: 'institutionId', message: 'validation.invalidOption' }]);
      const begin = (input.beginDate ?? existing?.beginDate) as string;
      const end = (input.endDate ?? existing?.endDate) as string;
      if (end < begin) throw badRequest([{ field: 'endDate', message: 'validation.date.endBeforeBegin' }]);
    },
  },
};

/** Messages: the kindergarten sees its own; an institution and its experts the ones they wrote, about children whose consent still holds. */
export function doctorMessageScope(db: Db) {
  return (ctx: SessionContext): SQL =>
    isMedical(ctx)
      ? and(inArray(doctorMessages.institutionId, institutionsOf(db, ctx)), healthConsentGiven(doctorMessages.kigId, doctorMessages.studentId))!
      : inArray(doctorMessages.kigId, kindergartenReach(ctx));
}

export function doctorMessageResource(db: Db): ResourceOptions {
  return { entity: doctorMessageEntity, table: doctorMessages, auditReads: true, scope: { column: doctorMessages.kigId, where: doctorMessageScope(db) } };
}

/** Eye tests and measurements are children's health data: their reads are audited too. */
export const eyeTestResource: ResourceOptions = { entity: eyeTestEntity, table: eyeTests, auditReads: true };
export const measurementResource: ResourceOptions = { entity: measurementEntity, table: measurements, auditReads: true };

/** An epidemic report names one child or one staff member; a return date is never before the report. */
export const epidemicReportResource: ResourceOptions = {
  entity: epidemicReportEntity,
  table: epidemicReports,
  auditReads: true,
  hooks: {
    async beforeSave(_tx, _ctx, input, existing) {
      const { values } = onePersonOfKind(input, existing, 'validation.required');
      const report = (input.reportDate ?? existing?.reportDate) as string;
      const back = (input.returnDate === undefined ? existing?.returnDate : input.returnDate) as string | null;
      if (back && back < report) throw badRequest([{ field: 'returnDate', message: 'validation.date.endBeforeBegin' }]);
      return { values };
    },
  },
};

/** Growth reports: listed by the generic calls (their content by its own, audited). */
export const growthReportResource: ResourceOptions = { entity: growthReportEntity, table: growthReports };
