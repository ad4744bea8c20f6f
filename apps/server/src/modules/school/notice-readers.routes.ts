import { noticeReaderEndpoints } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { noticeReaders, noticeReadersSheet } from './notice-readers.service.js';
import { noticeResource } from './notice.resources.js';

/** Who has read a notice, on screen and as a sheet (`noticeReaderEndpoints`). */
export const noticeReaderRoutes: ModuleRoutes = async (app, deps) => {
  const notices = new ResourceService(deps.db, deps.resources, noticeResource);
  const e = noticeReaderEndpoints;
  endpoint(app, e.readers, async (req) => noticeReaders(deps.db, notices, sessionOf(req), req.query.id));
  endpoint(app, e.readersExport, async (req, reply) => sendXlsx(reply, await noticeReadersSheet(deps.db, notices, sessionOf(req), req.query.id, requestLocale(req))));
};
