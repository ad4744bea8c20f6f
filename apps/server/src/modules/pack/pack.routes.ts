import { packEndpoints } from '@kg/domain';
import { familyOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { familyGrowthReports, familyMembership, familyStartTrial } from './family-membership.service.js';
import { membershipStatusSheet } from './membership-status-export.js';
import { membershipStatus, sellMembership } from './membership.service.js';
import { confirmMonth, refreshMonthlyReview } from './monthly-review.service.js';
import { packageDetails } from './package-details.service.js';
import {
  kigFeeSettingResource,
  kigPaymentSettingResource,
  kigVipPriceResource,
  membershipResource,
  monthlyReviewResource,
  rechargePackageResource,
  vipPackageResource,
} from './pack.resources.js';

/** Packages and memberships (issue 16): the entities' generic calls, the shelf, the sale, the review, the families' membership. */
import { RENEWAL_JOB, RENEWAL_SCHEDULE, sendRenewalReminders } from './renewal-reminder.service.js';

export const packRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const resources = [
    rechargePackageResource,
    vipPackageResource,
    kigFeeSettingResource,
    kigVipPriceResource,
    kigPaymentSettingResource,
    membershipResource,
    monthlyReviewResource(confirmMonth(clock)),
  ];
  for (const options of resources) await app.register(resourceRoutes(new ResourceService(db, deps.resources, options)), deps);
  const e = packEndpoints;
  endpoint(app, e.packageDetails, async () => packageDetails(db));
  endpoint(app, e.sellMembership, async (req) => sellMembership(db, sessionOf(req), req.body, clock));
  endpoint(app, e.membershipStatus, async (req) => membershipStatus(db, sessionOf(req), req.query, clock));
  endpoint(app, e.membershipStatusExport, async (req, reply) => sendXlsx(reply, await membershipStatusSheet(db, sessionOf(req), req.body, clock, requestLocale(req))));
  endpoint(app, e.refreshMonthlyReview, async (req) => refreshMonthlyReview(db, sessionOf(req), req.body.month));
  endpoint(app, e.familyMembership, async (req) => familyMembership(db, familyOf(req), req.query.studentId, clock));
  endpoint(app, e.familyTrial, async (req) => familyStartTrial(db, familyOf(req), req.body, clock));
  endpoint(app, e.familyGrowthReports, async (req) => familyGrowthReports(db, familyOf(req), req.query.studentId, clock));
  // Renewal reminders (issue 18): hourly, each kindergarten's on its own day from the configured hour of its clock, each reminder once.
  const hour = deps.config.renewalReminderHour;
  deps.jobs.handle(RENEWAL_JOB, async (job) => void (await sendRenewalReminders(db, job.scheduledFor ?? clock(), { hour })), { maxAttempts: 5 });
  deps.jobs.schedule(RENEWAL_SCHEDULE);
};
