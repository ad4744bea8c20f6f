import { advertEndpoints } from '@kg/domain';
import { auditRead } from '../../platform/audit/audit.service.js';
import { familyOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { advertResource } from './advert.resource.js';
import { documentFile } from './document-download.service.js';
import { documentResource } from './document.resource.js';
import { familyAdverts } from './family-adverts.service.js';

/** Adverts and documents (issue 16): their generic calls, the parents' app's adverts, a document's download. */
export const advertRoutes: ModuleRoutes = async (app, deps) => {
  const { db, storage, config, clock } = deps;
  const documents = new ResourceService(db, deps.resources, documentResource);
  await app.register(resourceRoutes(new ResourceService(db, deps.resources, advertResource)), deps);
  await app.register(resourceRoutes(documents), deps);
  const e = advertEndpoints;
  endpoint(app, e.familyAdverts, async (req) => familyAdverts(db, familyOf(req), req.query, config.storage.mediaHost, clock()));
  endpoint(app, e.downloadDocument, async (req, reply) => {
    const ctx = sessionOf(req);
    const file = await documentFile(db, storage, documents, ctx, req.query.id);
    // Who took which file is kept, as for every export.
    await auditRead(db, ctx, 'document', req.query.id, undefined, 'export');
    reply.header('content-type', file.contentType);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    if (file.size) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
};
