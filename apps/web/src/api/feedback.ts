import { feedbackEndpoints } from '@kg/domain';
import { callEndpointAnswer } from './endpoint';

/** Feedback's own call beside its generic ones: operations' answer, which the filer reads back. */
export const feedbackApi = {
  answer: (id: string, answer: string) => callEndpointAnswer(feedbackEndpoints.answer, { id, answer }),
};
