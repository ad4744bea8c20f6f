import { paymentEndpoints } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

const e = paymentEndpoints;

/** Online payments (issue 17, part 2): finance's order details and closing. */
export const paymentApi = {
  orderDetails: (id: string) => callEndpoint(e.orderDetails, { id }),
  closeOrder: (id: string) => callEndpointAnswer(e.closeOrder, { id }),
};
