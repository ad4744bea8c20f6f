import { api, requestAnswer } from './client';

/** What promoting a grade would do: its classes (with their studying children) move to the next grade. */
export interface PromotePreview {
  grade: { id: string; gradeName: string };
  nextGrade: { id: string; gradeName: string } | null;
  classes: { id: string; className: string; students: number }[];
}

/** The children a graduation would mark graduated. */
export interface GraduatePreview {
  students: { id: string; name: string; studentNumber: string; className: string }[];
}

export interface AdmitBody {
  id: string;
  classId: string;
  studentNumber: string;
  enrolDate: string;
}

/** Year moves of the campus (spec section 4): each shows a preview first, then acts in one transaction. */
export const campusApi = {
  promotePreview: (gradeId: string, signal?: AbortSignal) => api.get<PromotePreview>('/campus/grade/promotePreview', { gradeId }, { signal }),
  promote: (gradeId: string) => requestAnswer<{ classes: number }>('POST', '/campus/grade/promote', { body: { gradeId } }),
  graduatePreview: (gradeId: string, signal?: AbortSignal) =>
    api.get<GraduatePreview>('/campus/grade/graduatePreview', { gradeId }, { signal }),
  graduate: (gradeId: string) => requestAnswer<{ students: number }>('POST', '/campus/grade/graduate', { body: { gradeId } }),
  changeClass: (id: string, classId: string) => requestAnswer<unknown>('POST', '/campus/student/changeClass', { body: { id, classId } }),
  admit: (body: AdmitBody) => requestAnswer<{ studentId: string }>('POST', '/campus/enrollment/admit', { body }),
};
