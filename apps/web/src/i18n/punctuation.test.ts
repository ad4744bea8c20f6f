import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryFor } from './resources';

type Tree = { readonly [key: string]: unknown };

function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) return strings(value as Tree, path);
    return typeof value === 'string' ? [[path, value]] : [];
  });
}

/** Chinese punctuation (CJK symbols, full-width forms): not English's. */
const FULL_WIDTH = /[\u3000-\u303F\uFF00-\uFFEF]/u;
/** A Chinese word against ASCII punctuation ('阈值(分钟)', '标题:'): Chinese text uses its own. */
const HALF_WIDTH_IN_CHINESE = /\p{Script=Han}[:;,!?()]|[()]\p{Script=Han}/u;

describe('each language has its own punctuation', () => {
  it('English reads no Chinese punctuation', () => {
    expect(strings(dictionaryFor('en')).filter(([, text]) => FULL_WIDTH.test(text))).toEqual([]);
  });

  it.each(['zh-CN', 'zh-TW'] as const)('%s puts no ASCII punctuation against Chinese words (password rule characters aside)', (locale) => {
    // The password rule names the very characters to type: (_@#) is a list of keys, not a bracket.
    const found = strings(dictionaryFor(locale)).filter(([, text]) => HALF_WIDTH_IN_CHINESE.test(text.replace('(_@#)', '')));
    expect(found).toEqual([]);
  });

  it('no source file writes Chinese punctuation into text it composes (the dictionaries do, per language)', () => {
    const root = join(__dirname, '../../../..');
    const places = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
    // Dictionaries, demo data and tests are text in one language by nature.
    const exempt = /(\/i18n\/|\/seed\/|\/simulator\/|\.test\.tsx?$|\.e2e\.ts$)/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !exempt.test(path)) {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, n) => {
              if (/[：（），；、]/.test(line.replace(/\/\/.*$|\/\*.*\*\/|^\s*\*.*$/g, '').replace(/\/.*\[[^\]]*\].*\//g, ''))) offenders.push(`${relative(root, path)}:${n + 1}`);
            });
        }
      }
    };
    for (const place of places) walk(join(root, place));
    expect(offenders).toEqual([]);
  });
});
