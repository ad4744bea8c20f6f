import { describe, expect, it } from 'vitest';
import { requiredKeys } from '../entity/define.js';
import { linkSaveSchema, linkListSchema, requiredLinkKeys } from '../entity/link.js';
import { listSchema, saveSchema } from '../entity/schemas.js';
import { translate } from '../i18n/index.js';
import { LOCALES } from '../languages.js';
import { AUDIT_ACTIONS } from './system/audit-log.entity.js';
import { ENTITIES, entityByName, LINKS } from './index.js';

describe('entity declarations', () => {
  it.each(ENTITIES.map((e) => [e.name, e] as const))('%s has every label in zh-CN, zh-TW and en', (_name, entity) => {
    const missing = LOCALES.flatMap((locale) =>
      requiredKeys(entity)
        .filter((key) => translate(locale, key) === key)
        .map((key) => `${locale}:${key}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(LINKS.map((l) => [l.name, l] as const))('link %s has every label in zh-CN, zh-TW and en', (_name, link) => {
    const missing = LOCALES.flatMap((locale) =>
      requiredLinkKeys(link)
        .filter((key) => translate(locale, key) === key)
        .map((key) => `${locale}:${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('link only declared entities of one owner kind, and build their schemas', () => {
    for (const l of LINKS) {
      for (const end of l.ends) expect(entityByName(end.entity)?.scope, `${l.name}.${end.key}`).toBe('kindergarten');
      expect(() => linkSaveSchema(l)).not.toThrow();
      expect(linkListSchema(l).safeParse({ [`${l.ends[0].key}s`]: [crypto.randomUUID()], [`${l.ends[1].key}s`]: [crypto.randomUUID()] }).success).toBe(false);
    }
  });

  it('label every audit action in every language', () => {
    const missing = LOCALES.flatMap((l) => AUDIT_ACTIONS.filter((a) => translate(l, `auditAction.${a}`) === `auditAction.${a}`));
    expect(missing).toEqual([]);
  });

  it('reference only declared entities', () => {
    for (const e of ENTITIES) {
      for (const [name, f] of Object.entries(e.fields)) {
        if (f.kind === 'ref' || f.kind === 'refs') expect(entityByName(f.entity), `${e.name}.${name}`).toBeDefined();
      }
    }
  });

  it('build their save and list schemas', () => {
    for (const e of ENTITIES) {
      expect(() => saveSchema(e, true)).not.toThrow();
      expect(() => listSchema(e)).not.toThrow();
    }
  });
});
