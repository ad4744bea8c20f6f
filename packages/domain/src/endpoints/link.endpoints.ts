import { z } from 'zod';
import { defineEndpoint, noAnswer } from '../endpoint/define-endpoint.js';
import { apiPath } from '../entity/define.js';
import { type LinkDef, linkListSchema, linkSaveSchema } from '../entity/link.js';
import { linkPermission } from '../permissions.js';

/** A link as its calls answer it: both keys, the link's fields, and both rows' labels by key. */
export function linkRecordSchema(link: LinkDef) {
  const shape: Record<string, z.ZodType> = { [link.ends[0].key]: z.string(), [link.ends[1].key]: z.string() };
  for (const name of Object.keys(link.fields)) shape[name] = z.unknown();
  shape._labels = z.record(z.string(), z.string());
  return z.object(shape);
}

/**
 * The calls of a declared link (`/<area>/<link>/list|save|delete`): reading needs the link's view
 * code, linking and unlinking its edit code.
 */
export function linkEndpoints(link: LinkDef) {
  const record = linkRecordSchema(link);
  const view = linkPermission(link, 'view');
  const edit = linkPermission(link, 'edit');
  return {
    list: defineEndpoint({
      area: link.area,
      method: 'POST',
      path: apiPath(link, 'list'),
      summary: `The ${link.name} links of some rows of one side`,
      access: { permission: view },
      input: linkListSchema(link),
      answer: z.array(record),
    }),
    save: defineEndpoint({
      area: link.area,
      method: 'POST',
      path: apiPath(link, 'save'),
      summary: `Links two rows (${link.name}), or changes the link's fields`,
      access: { permission: edit },
      input: linkSaveSchema(link),
      answer: record,
      success: 'success.saved',
    }),
    delete: defineEndpoint({
      area: link.area,
      method: 'POST',
      path: apiPath(link, 'delete'),
      summary: `Unlinks two rows (${link.name}); the rows stay`,
      access: { permission: edit },
      input: linkSaveSchema(link, false),
      answer: noAnswer,
      success: 'success.deleted',
    }),
  };
}
