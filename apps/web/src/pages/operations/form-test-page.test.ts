import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENTITIES, type FieldDef, LOCALES, sharedDictionaries } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { formSampleEntity } from './form-sample';

const page = readFileSync(path.join(import.meta.dirname, 'FormTestPage.tsx'), 'utf8');

/** What draws a field differently: its kind, a text's format or secrecy, a number's decimals. */
function variantsOf(field: FieldDef): string[] {
  const variants: string[] = [field.kind];
  if (field.kind === 'text' && field.format) variants.push(`text:${field.format}`);
  if (field.kind === 'text' && field.secret) variants.push('text:secret');
  if (field.kind === 'int' && field.scale) variants.push('int:scale');
  return variants;
}

const variantsIn = (fields: readonly FieldDef[]) => new Set(fields.flatMap(variantsOf));
const DECLARED = variantsIn(ENTITIES.flatMap((e) => Object.values(e.fields)));
const SAMPLE = variantsIn(Object.values(formSampleEntity.fields));

const at = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

/**
 * The form components' test page (atomDebugger) holds a field of every kind, text format and variant the
 * entity declarations use: a declaration using one the sample lacks fails here, as a chart kind without
 * a sample fails the chart page's test. It draws them with the product's own form, from a declaration
 * that is no entity of the server's.
 */
describe('the form test page', () => {
  it('finds the kinds the declarations use', () => {
    expect([...DECLARED]).toEqual(expect.arrayContaining(['text', 'int', 'money', 'date', 'enum', 'ref', 'text:phone']));
  });

  it.each([...DECLARED].sort())('has a sample field of %s', (variant) => {
    expect(SAMPLE.has(variant)).toBe(true);
  });

  it("draws the sample with the product's form, inline, sending to the page, not to the server", () => {
    expect(page).toContain("import { ResourceForm } from '../../components/resource/ResourceForm';");
    expect(page).toMatch(/<ResourceForm\b[^>]*entity=\{formSampleEntity\}/);
    expect(page).toMatch(/container="inline"/);
    expect(page).toMatch(/send=\{setSent\}/);
    // No form of its own: antd's Form and the field inputs are the generic form's.
    expect(page).not.toMatch(/\bForm\b[,} ]*from 'antd'|FieldInput/);
  });

  it('is no entity of the server (no table, no route)', () => {
    expect(ENTITIES.map((e) => e.name)).not.toContain(formSampleEntity.name);
  });

  it.each([...LOCALES])('labels every sample field and choice in %s', (locale) => {
    const dictionary = sharedDictionaries[locale];
    const missing: string[] = [];
    for (const [name, field] of Object.entries(formSampleEntity.fields)) {
      const keys = [`entity.formSample.fields.${name}`];
      if (field.kind === 'enum' || field.kind === 'enums') keys.push(...field.values.map((v) => `entity.formSample.values.${name}.${v}`));
      for (const key of keys) if (typeof at(dictionary, key) !== 'string') missing.push(key);
    }
    expect(missing).toEqual([]);
  });
});
