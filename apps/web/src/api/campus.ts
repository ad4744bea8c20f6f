import { type AdmitBody, campusEndpoints } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

export type { AdmitBody, GraduatePreview, PromotePreview } from '@kg/domain';

const e = campusEndpoints;

/** Year moves of the campus (spec section 4): each shows a preview first, then acts in one transaction. */
export const campusApi = {
  promotePreview: (gradeId: string, signal?: AbortSignal) => callEndpoint(e.promotePreview, { gradeId }, { signal }),
  promote: (gradeId: string) => callEndpointAnswer(e.promote, { gradeId }),
  graduatePreview: (gradeId: string, signal?: AbortSignal) => callEndpoint(e.graduatePreview, { gradeId }, { signal }),
  graduate: (gradeId: string) => callEndpointAnswer(e.graduate, { gradeId }),
  changeClass: (id: string, classId: string) => callEndpointAnswer(e.changeClass, { id, classId }),
  admit: (body: AdmitBody) => callEndpointAnswer(e.admit, body),
};
