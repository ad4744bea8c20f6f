import { institutionEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { institutionSheet } from './institution-export.js';
import { institutionAccounts, institutionContracts, institutionList, openInstitution } from './institution.service.js';

/** Operations' medical institutions (issue 18): the institutions, an institution's contracts and accounts, a new one opened, the sheet. */
export const institutionRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const e = institutionEndpoints;
  endpoint(app, e.list, async (req) => institutionList(db, sessionOf(req), req.query));
  endpoint(app, e.contracts, async (req) => institutionContracts(db, sessionOf(req), req.query.institutionId));
  endpoint(app, e.experts, async (req) => institutionAccounts(db, sessionOf(req), req.query.institutionId));
  endpoint(app, e.open, async (req) => openInstitution(db, sessionOf(req), req.body));
  endpoint(app, e.export, async (req, reply) => sendXlsx(reply, await institutionSheet(db, sessionOf(req), req.body, requestLocale(req), clock().toISOString().slice(0, 10))));
};
