import { currentConsentText } from '@kg/domain';
import { newId } from '../columns.js';

/** A child of the seed and its parent, in the order of the class. */
interface Seeded {
  kigId: string;
  studentId: string;
  enrolDate: string;
  parentId: string;
  parentName: string;
}

/**
 * The demo children's consent decisions, as their parents made them through the families' app, in the
 * order of a class: most gave both at enrolment; the tenth has not decided on health checks, the
 * eleventh not on face photos, and the twelfth gave face photos and withdrew later, so that the
 * screens show each state (and the machines' photos of the last two are not kept).
 */
export function consentRows(kids: readonly Seeded[]) {
  const version = (purpose: 'facePhotos' | 'healthChecks') => currentConsentText(purpose).version;
  return kids.flatMap((kid, i) => {
    const place = i % 12;
    const given = new Date(`${kid.enrolDate}T01:00:00Z`);
    const row = (purpose: 'facePhotos' | 'healthChecks', decision: 'given' | 'withdrawn', decidedAt: Date) => ({
      id: newId(),
      kigId: kid.kigId,
      studentId: kid.studentId,
      purpose,
      decision,
      source: 'family' as const,
      guardianName: kid.parentName,
      parentId: kid.parentId,
      textVersion: version(purpose),
      decidedAt,
      createdAt: decidedAt,
      updatedAt: decidedAt,
    });
    return [
      ...(place === 9 ? [] : [row('healthChecks', 'given', given)]),
      ...(place === 10 ? [] : [row('facePhotos', 'given', given)]),
      ...(place === 11 ? [row('facePhotos', 'withdrawn', new Date(given.getTime() + 30 * 86_400_000))] : []),
    ];
  });
}
