import { CODE_PURPOSE_PERMISSION, maskPhone, smsEndpoints, translate } from '@kg/domain';
import { assertPermission, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { notFound } from '../../platform/errors.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { agentInfo, agentInfoList, changeAgentPhone, changeHeadPhone, saveAgentProfile, saveBankAccount } from './agent-info.service.js';
import { phoneOnRecord, requireCode, sendCode } from './sms-code.service.js';
import { smsOfferResource, smsPackageResource } from './sms-package.resource.js';
import { smsProviderFor } from './sms-provider.js';
import { smsUsage } from './sms-usage.service.js';

/** Verification codes by SMS, the operations they protect, agent info and SMS packages (issue 16). */
export const smsRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock, config, secrets } = deps;
  const packages = new ResourceService(db, deps.resources, smsPackageResource);
  await app.register(resourceRoutes(packages), deps);
  await app.register(resourceRoutes(new ResourceService(db, deps.resources, smsOfferResource)), deps);
  // The provider's template is its own; the outbox keeps the text a phone would show, in Chinese.
  const provider = smsProviderFor(config.sms, db, (params) => translate('zh-CN', 'sms.template', params));
  const sender = { db, provider, clock, templateCode: config.sms.codeTemplate };
  const e = smsEndpoints;

  endpoint(app, e.sendCode, async (req) => {
    await assertPermission(req, CODE_PURPOSE_PERMISSION[req.body.checkType]);
    return sendCode(sender, sessionOf(req), req.body.checkType);
  });
  endpoint(app, e.checkMobile, async (req) => {
    const ctx = sessionOf(req);
    // The spec's `id` names the kindergarten; only the session's own organisation has a phone to send to.
    if (req.query.id && req.query.id !== ctx.orgId) throw notFound();
    return maskPhone(await phoneOnRecord(db, ctx));
  });
  endpoint(app, e.changeHeadPhone, async (req) => {
    const ctx = sessionOf(req);
    await requireCode(db, clock, ctx, 'kig_phone', req.body.code);
    return changeHeadPhone(db, ctx, req.body.phone);
  });
  endpoint(app, e.agentInfo, async (req) => agentInfo(db, sessionOf(req), req.query.agentId));
  endpoint(app, e.agentInfoList, async (req) => agentInfoList(db, sessionOf(req)));
  endpoint(app, e.saveBankAccount, async (req) => {
    const ctx = sessionOf(req);
    await requireCode(db, clock, ctx, 'bank_account', req.body.code);
    return saveBankAccount(db, secrets, ctx, req.body);
  });
  endpoint(app, e.saveAgentProfile, async (req) => saveAgentProfile(db, sessionOf(req), req.body));
  endpoint(app, e.changeAgentPhone, async (req) => {
    const ctx = sessionOf(req);
    await requireCode(db, clock, ctx, 'agent_phone', req.body.code);
    return changeAgentPhone(db, ctx, req.body.phone);
  });
  endpoint(app, e.smsUsage, async (req) => smsUsage(db, sessionOf(req), req.query.agentId));
};
