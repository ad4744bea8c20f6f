import { paymentEndpoints } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

const e = paymentEndpoints;

/** Online payments (issue 17, part 2): finance's order details and closing; refunds asked, approved or refused (Idempotency-Key). */
export const paymentApi = {
  orderDetails: (id: string) => callEndpoint(e.orderDetails, { id }),
  closeOrder: (id: string) => callEndpointAnswer(e.closeOrder, { id }),
  requestRefund: (input: { orderId: string; amount: number; reason: string }, key: string) => callEndpointAnswer(e.requestRefund, input, { idempotencyKey: key }),
  approveRefund: (id: string, key: string) => callEndpointAnswer(e.approveRefund, { id }, { idempotencyKey: key }),
  refuseRefund: (id: string, reason: string, key: string) => callEndpointAnswer(e.refuseRefund, { id, reason }, { idempotencyKey: key }),
};
