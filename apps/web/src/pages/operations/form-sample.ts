import { defineEntity } from '@kg/domain';

/**
 * The form components' test page's sample (spec section 2's `atomDebugger`): one field of each kind the
 * entity declarations use, and one text of each format, each with a rule its input can break, drawn by
 * the product's own form (`ResourceForm`, `FieldInput`) as any entity's is. No table, no route: declared
 * here, never in the domain's list of entities; its values are shown, not saved. Its pickers name
 * organisations, which operations (a message's audience) and the platform's administrators may pick.
 * `form-test-page.test.ts` fails when a declaration uses a kind or a format this sample lacks.
 */
export const formSampleEntity = defineEntity({
  name: 'formSample',
  area: 'operations',
  scope: 'platform',
  // A declaration's prefix, asked by no screen: the sample has no route, and the page's own code is its menu's.
  // eslint-disable-next-line no-restricted-syntax -- a prefix of a declaration that is never asked, not a code a screen checks
  permission: 'operations:formSample',
  labelField: 'name',
  fields: {
    // Texts: a name, each format a declaration checks, a secret, a long text.
    name: { kind: 'text', max: 20, required: true, format: 'personName' },
    phone: { kind: 'text', max: 20, required: true, format: 'phone' },
    email: { kind: 'text', max: 100, format: 'email' },
    code: { kind: 'text', max: 32, format: 'code' },
    ip: { kind: 'text', max: 45, format: 'ip' },
    mac: { kind: 'text', max: 17, format: 'mac' },
    url: { kind: 'text', max: 200, format: 'url' },
    path: { kind: 'text', max: 200, format: 'path' },
    schoolYear: { kind: 'text', max: 9, format: 'schoolYear' },
    month: { kind: 'text', max: 7, format: 'month' },
    password: { kind: 'text', max: 64, secret: true },
    remark: { kind: 'textarea', max: 200 },
    // Numbers: a bounded count, a temperature kept in tenths, money in fen shown in yuan.
    age: { kind: 'int', min: 1, max: 6, required: true },
    temperature: { kind: 'int', min: 340, max: 420, scale: 1, unit: '°C' },
    fee: { kind: 'money', min: 0, max: 1_000_000, required: true },
    // A switch, a day, a moment, periods of a day.
    enabled: { kind: 'flag', required: true, default: true },
    birthday: { kind: 'date', required: true },
    startAt: { kind: 'datetime' },
    periods: { kind: 'timeRanges', max: 3 },
    // Choices: one of a list, several of a list, a code list, an area, organisations picked.
    size: { kind: 'enum', values: ['small', 'medium', 'large'], required: true },
    weekdays: { kind: 'enums', values: [1, 2, 3, 4, 5, 6, 7], default: [1, 2, 3, 4, 5] },
    relationship: { kind: 'dict', dictType: 'relationship' },
    areaCode: { kind: 'area' },
    orgId: { kind: 'ref', entity: 'organization' },
    orgIds: { kind: 'refs', entity: 'organization' },
    // Uploads: a picture, a document.
    photo: { kind: 'image', upload: 'image' },
    attachment: { kind: 'file', upload: 'document' },
    // Words in three languages, formatted text.
    names: { kind: 'i18nText', max: 20 },
    content: { kind: 'richText', max: 2000 },
  },
});
