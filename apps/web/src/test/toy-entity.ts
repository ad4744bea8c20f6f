import { defineEntity, kigField } from '@kg/domain';

/** A small declaration of the generic screens' tests: a text, a bounded number, an enum with a default. */
export const toyEntity = defineEntity({
  name: 'toy',
  area: 'test',
  scope: 'kindergarten',
  permission: 'test:toy',
  labelField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: { kind: 'text', max: 20, required: true, filter: 'like', sort: true },
    age: { kind: 'int', min: 1, max: 6 },
    colour: { kind: 'enum', values: ['red', 'blue'], required: true, default: 'red' },
  },
});

/** Its labels, in each language the tests choose. */
export const TOY_LABELS = {
  en: { entity: { toy: { title: 'Toy', fields: { name: 'Name', age: 'Age', colour: 'Colour' }, values: { colour: { red: 'Red', blue: 'Blue' } } } } },
  'zh-CN': { entity: { toy: { title: '玩具', fields: { name: '名称', age: '年龄', colour: '颜色' }, values: { colour: { red: '红', blue: '蓝' } } } } },
};

/** A kindergarten's shelf: a declaration scoped to the kindergarten, which its `kigId` names. */
export const shelfEntity = defineEntity({
  name: 'shelf',
  area: 'test',
  scope: 'kindergarten',
  permission: 'test:shelf',
  labelField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: { kind: 'text', max: 20, required: true, filter: 'like', sort: true },
    kigId: kigField,
  },
});

export const SHELF_LABELS = { entity: { shelf: { title: 'Shelf', fields: { name: 'Shelf name', kigId: 'Kindergarten' } } } };
