import { defineLink } from '../../entity/link.js';

/**
 * A parent of a child, and how they are related (spec section 3: a student's parents and their
 * relationship, from the `relationship` dictionary). One person may be a parent of several children
 * and related differently to each; the parents list shows each parent's children.
 */
export const parentStudentLink = defineLink({
  name: 'parentStudent',
  area: 'campus',
  permission: 'campus:parent',
  ends: [
    { entity: 'parent', key: 'parentId', column: true },
    { entity: 'student', key: 'studentId' },
  ],
  fields: {
    relationship: { kind: 'dict', dictType: 'relationship', required: true },
  },
});
