import { statementEndpoints } from '@kg/domain';
import type { FastifyReply } from 'fastify';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { sendXlsx, type ReportFile } from '../../platform/xlsx/report-sheet.js';
import { reconciliationSheet, runReconciliation } from './reconciliation.service.js';
import { statementPdf, statementXlsx } from './statement.files.js';
import { generateStatement, getStatement, listStatements, makeMonthEndStatements, STATEMENT_TIME_ZONE } from './statement.service.js';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';

/** The month-end job's kind (and its schedule's name). */
export const STATEMENT_JOB = 'money.statements.monthEnd';
/** Five past midnight on the 1st, on the platform's clocks: the month just ended is closed. */
export const STATEMENT_SCHEDULE = { name: STATEMENT_JOB, kind: STATEMENT_JOB, cron: '5 0 1 * *', timeZone: STATEMENT_TIME_ZONE };

function sendPdf(reply: FastifyReply, file: ReportFile): FastifyReply {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  return reply.send(file.buffer);
}

/**
 * Money's statements and reconciliation (issue 17): kept statements read by each party, the current
 * month's made on demand, the month-end job (five past midnight on the 1st, on the platform's clocks),
 * the files, and finance's reconciliation report.
 */
export const statementRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock, jobs } = deps;
  jobs.handle(STATEMENT_JOB, async (job) => void (await makeMonthEndStatements(db, job.scheduledFor ?? clock())), { maxAttempts: 5 });
  jobs.schedule(STATEMENT_SCHEDULE);

  const e = statementEndpoints;
  endpoint(app, e.list, async (req) => listStatements(db, sessionOf(req), req.query));
  endpoint(app, e.get, async (req) => getStatement(db, sessionOf(req), req.query.id));
  endpoint(app, e.generate, async (req) => generateStatement(db, sessionOf(req), req.body.accountId, clock()));
  const exported = async (req: Parameters<typeof sessionOf>[0], id: string) => {
    const ctx = sessionOf(req);
    const statement = await getStatement(db, ctx, id);
    await recordAudit(db, { ...auditActor(ctx), action: 'export', resource: 'ledgerStatement', resourceId: id, result: 'ok' });
    return statement;
  };
  endpoint(app, e.xlsx, async (req, reply) => sendXlsx(reply, await statementXlsx(await exported(req, req.query.id), sessionOf(req).locale)));
  endpoint(app, e.pdf, async (req, reply) => sendPdf(reply, await statementPdf(await exported(req, req.query.id), sessionOf(req).locale)));
  endpoint(app, e.reconcile, async (req) => runReconciliation(db, sessionOf(req)));
  endpoint(app, e.exportReconciliation, async (req, reply) => sendXlsx(reply, await reconciliationSheet(db, sessionOf(req))));
};
