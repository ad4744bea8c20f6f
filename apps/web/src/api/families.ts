import { familyEndpoints, mailboxEndpoints } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

/** The back office's calls about families: a parent's password for the parents' app, and the principal's mailbox. */
export const familiesApi = {
  issuePassword: (id: string) => callEndpointAnswer(familyEndpoints.issuePassword, { id }),
  openLetter: (id: string) => callEndpoint(mailboxEndpoints.open, { id }),
  replyLetter: (id: string, reply: string) => callEndpointAnswer(mailboxEndpoints.reply, { id, reply }),
  unreadLetters: (signal?: AbortSignal) => callEndpoint(mailboxEndpoints.unread, {}, { signal }),
};
