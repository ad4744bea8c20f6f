import { moneyEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { accountLines, exportLines, visibleAccounts } from './accounts.service.js';
import { idempotencyKeyOf, onceByKey } from './idempotency.js';
import { buySms, purchase, smsOffersOnShelf } from './purchase.service.js';
import { approveRecharge, rechargeDetails, rechargeResource, rejectRecharge } from './recharge.service.js';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal, requestWithdrawal, withdrawalResource } from './withdrawal.service.js';

/** Money (issue 17): recharges and withdrawals (generic lists and exports, filing), their decisions, purchases, accounts and lines. */
export const moneyRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  for (const options of [rechargeResource(clock), withdrawalResource]) await app.register(resourceRoutes(new ResourceService(db, deps.resources, options)), deps);
  const e = moneyEndpoints;
  // A money-moving call runs once per Idempotency-Key (idempotency.ts).
  const once = <T>(req: Parameters<typeof sessionOf>[0], route: string, body: unknown, run: Parameters<typeof onceByKey<T>>[5]) =>
    onceByKey<T>(db, sessionOf(req), route, idempotencyKeyOf(req), body, run);

  endpoint(app, e.approveRecharge, async (req) => once(req, e.approveRecharge.path, req.body, (tx) => approveRecharge(tx, sessionOf(req), req.body.id, clock)));
  endpoint(app, e.rejectRecharge, async (req) => once(req, e.rejectRecharge.path, req.body, (tx) => rejectRecharge(tx, sessionOf(req), req.body.id, req.body.reason, clock)));
  endpoint(app, e.rechargeDetails, async (req) => rechargeDetails(db, sessionOf(req), req.query.id));
  endpoint(app, e.requestWithdrawal, async (req) => once(req, e.requestWithdrawal.path, req.body, (tx) => requestWithdrawal(tx, sessionOf(req), req.body.amount, clock)));
  endpoint(app, e.approveWithdrawal, async (req) => once(req, e.approveWithdrawal.path, req.body, (tx) => approveWithdrawal(tx, sessionOf(req), req.body.id, clock)));
  endpoint(app, e.payWithdrawal, async (req) => once(req, e.payWithdrawal.path, req.body, (tx) => payWithdrawal(tx, sessionOf(req), req.body.id, req.body.reference, clock)));
  endpoint(app, e.rejectWithdrawal, async (req) => once(req, e.rejectWithdrawal.path, req.body, (tx) => rejectWithdrawal(tx, sessionOf(req), req.body.id, req.body.reason, clock)));
  endpoint(app, e.purchase, async (req) => once(req, e.purchase.path, req.body, (tx) => purchase(tx, sessionOf(req), req.body, clock)));
  endpoint(app, e.buySms, async (req) => once(req, e.buySms.path, req.body, (tx) => buySms(tx, sessionOf(req), req.body, clock)));
  endpoint(app, e.smsOffers, async () => smsOffersOnShelf(db));
  endpoint(app, e.accounts, async (req) => visibleAccounts(db, sessionOf(req)));
  endpoint(app, e.lines, async (req) => accountLines(db, sessionOf(req), req.query));
  endpoint(app, e.exportLines, async (req, reply) => sendXlsx(reply, await exportLines(db, sessionOf(req), req.query.accountId)));
};
