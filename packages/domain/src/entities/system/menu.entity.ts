import { defineEntity } from '../../entity/define.js';
import { PAGE_KEYS } from '../../pages.js';
import { appTypeField } from '../common.js';

export const MENU_KINDS = ['directory', 'page', 'button'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** Menu entries and action permissions of each system (spec section 2). */
export const menuEntity = defineEntity({
  name: 'menu',
  area: 'system',
  scope: 'platform',
  permission: 'system:menu',
  labelField: 'name',
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    name: { kind: 'i18nText', max: 40, required: true, width: 200 },
    parentId: { kind: 'ref', entity: 'menu', list: false },
    appType: { ...appTypeField, form: 'create' },
    kind: { kind: 'enum', values: MENU_KINDS, required: true, default: 'page', filter: 'eq' },
    href: { kind: 'text', max: 200, format: 'path' },
    icon: { kind: 'text', max: 40, list: false },
    componentUrl: { kind: 'enum', values: PAGE_KEYS },
    permission: { kind: 'text', max: 100, format: 'code', filter: 'like' },
    isShow: { kind: 'flag', required: true, default: true },
    sort: { kind: 'int', min: 0, max: 9999, required: true, default: 0, sort: true, width: 80 },
  },
});
