import { paymentEndpoints } from '@kg/domain';
import { familyOf, sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { closeExpiredOrders, closeOrder, createOrder, familyOrder, handleNotification, ORDER_CLOSE_JOB, orderDetails, paymentOrderResource, payLocal } from './orders.service.js';
import { idempotencyKeyOf, onceByKey } from './idempotency.js';
import { paymentChannels } from './payment/channels.js';
import { approveRefund, paymentRefundResource, refuseRefund, requestRefund } from './refund.service.js';

/**
 * Online payment (issue 17, part 2; README, "Payment channels"): the families' orders and the local
 * channel's page, the channels' notifications (raw body, no session: the signature is the proof), finance's
 * orders with their details, and the job that closes orders unpaid after their time limit.
 */
export const paymentRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock, jobs, config } = deps;
  const channels = paymentChannels(config.payment, config.dataDir);
  const e = paymentEndpoints;
  for (const options of [paymentOrderResource, paymentRefundResource]) await app.register(resourceRoutes(new ResourceService(db, deps.resources, options)), deps);
  // A money-moving call runs once per Idempotency-Key (idempotency.ts).
  const once = <T>(req: Parameters<typeof sessionOf>[0], route: string, body: unknown, run: Parameters<typeof onceByKey<T>>[5]) =>
    onceByKey<T>(db, sessionOf(req), route, idempotencyKeyOf(req), body, run);

  jobs.handle(ORDER_CLOSE_JOB, async () => void (await closeExpiredOrders(db, channels, clock())));
  jobs.schedule({ name: ORDER_CLOSE_JOB, kind: ORDER_CLOSE_JOB, cron: '*/5 * * * *' });

  endpoint(app, e.familyCreateOrder, async (req) => createOrder(db, familyOf(req), req.body, channels, clock));
  endpoint(app, e.familyOrder, async (req) => familyOrder(db, familyOf(req), req.query.id));
  endpoint(app, e.familyPayLocal, async (req) => payLocal(app, db, familyOf(req), req.body.id, channels, clock));
  endpoint(app, e.orderDetails, async (req) => orderDetails(db, sessionOf(req), req.query.id));
  endpoint(app, e.closeOrder, async (req) => closeOrder(db, sessionOf(req), channels, req.body.id, clock));
  // Refunds (README, "Refunds"): finance asks on the order's row, another finance person decides.
  endpoint(app, e.requestRefund, async (req) => once(req, e.requestRefund.path, req.body, (tx) => requestRefund(tx, sessionOf(req), req.body, clock)));
  endpoint(app, e.approveRefund, async (req) => once(req, e.approveRefund.path, req.body, (tx) => approveRefund(tx, sessionOf(req), req.body.id, channels, clock)));
  endpoint(app, e.refuseRefund, async (req) => once(req, e.refuseRefund.path, req.body, (tx) => refuseRefund(tx, sessionOf(req), req.body.id, req.body.reason, clock)));

  // The notification keeps its body as received (a form or JSON): the signature is over those bytes.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    endpoint(raw, e.notify, async (req, reply) => {
      const answer = await handleNotification(db, channels, req.params.channel, req.headers, typeof req.body === 'string' ? req.body : '', clock);
      return reply.status(answer.status).type(answer.contentType).send(answer.body);
    });
  });
};
