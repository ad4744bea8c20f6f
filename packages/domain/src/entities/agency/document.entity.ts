import { defineEntity } from '../../entity/define.js';

/** Spec section 3, a document's type. */
export const DOCUMENT_TYPES = ['promotion', 'appDescription', 'morningCheck', 'signInMachine', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * A document to download (spec section 3: name, address, type): a stored file (PDF, pictures, office
 * files) or an address. Operations publish the platform's, which every agent sees; an agent adds its
 * own, seen by itself only. The file is private: it is read through `GET /agency/document/download`,
 * which answers another agent's document like a missing one.
 */
export const documentEntity = defineEntity({
  name: 'document',
  area: 'agency',
  scope: 'organisation',
  permission: 'agency:document',
  labelField: 'docName',
  defaultSort: { field: 'docName', order: 'asc' },
  fields: {
    docName: { kind: 'text', max: 60, required: true, filter: 'like', sort: true, width: 200 },
    docType: { kind: 'enum', values: DOCUMENT_TYPES, required: true, filter: 'eq', width: 120 },
    // One of the two (document.resource.ts): the file, or an address it is read at.
    file: { kind: 'file', upload: 'document', list: true, width: 80 },
    address: { kind: 'text', max: 500, format: 'url', list: 'more' },
    remark: { kind: 'textarea', max: 200 },
    // Whose it is: the platform's (every agent sees it) or an agent's; set by the server.
    orgId: { kind: 'ref', entity: 'organization', form: false, filter: 'eq', width: 140 },
  },
});
