import { mailboxEndpoints } from '@kg/domain';
import { familyOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { mailboxLetterResource } from './mailbox.resources.js';
import { familyLetters, openLetter, replyLetter, unreadLetters, writeLetter } from './mailbox.service.js';

/** The principal's mailbox: the letters' generic calls (list, export, close), and those of its own (`mailboxEndpoints`). */
export const mailboxRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  const letters = new ResourceService(db, deps.resources, mailboxLetterResource);
  const e = mailboxEndpoints;
  endpoint(app, e.write, async (req) => writeLetter(db, familyOf(req), req.body));
  endpoint(app, e.familyLetters, async (req) => familyLetters(db, familyOf(req), req.query));
  endpoint(app, e.open, async (req) => openLetter(db, letters, sessionOf(req), req.body.id));
  endpoint(app, e.reply, async (req) => replyLetter(db, letters, sessionOf(req), req.body));
  endpoint(app, e.unread, async (req) => ({ unread: await unreadLetters(db, sessionOf(req)) }));
  await app.register(resourceRoutes(letters), deps);
};
