// PGlite only: the API description and the client typed from it come from the routes' schemas, whatever the database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Operation = { tags?: string[]; requestBody?: unknown; parameters?: { in: string; name: string }[]; responses?: Record<string, { content?: Record<string, unknown> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** What an integrator writes against the generated types: if an answer or a request were undocumented, this would not compile. */
const CLIENT = `
import type { paths } from './api';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: infer R } } ? Json<R> : never;
type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

// Every operation answers something documented.
type Undocumented = {
  [P in keyof paths & string]: {
    // A method the path does not have is \`?: never\`.
    [M in keyof paths[P] & ('get' | 'post')]: [paths[P][M]] extends [undefined] ? never : paths[P][M] extends { responses: { 200: { content: object } } } ? never : \`\${M} \${P}\`;
  }[keyof paths[P] & ('get' | 'post')];
}[keyof paths & string];
const everyAnswerDocumented: [Undocumented] extends [never] ? true : Undocumented = true;

const signIn: Body<'/sys/login/login', 'post'> = { userName: 'demo-kig', password: 'Demo_1234', appType: 3 };
declare const signedIn: Answer<'/sys/login/login', 'post'>;
const token: string = signedIn.data.token;
const firstMenu: string | undefined = signedIn.data.menus[0]?.subMenus[0]?.href;
const mustChange: 'issued' | 'easy' | null = signedIn.data.passwordChange;

declare const users: Answer<'/system/user/list', 'post'>;
const total: number = users.data.total;
const userName: string = users.data.records[0]!.userName;

declare const today: Answer<'/sys/home/today', 'get'>;
const figure: number | undefined = today.data.sections[0]?.figures[0]?.value;

declare const cards: Answer<'/device/card/list', 'post'>;
const cardNo: string | null | undefined = cards.data.records[0]?.cardNo;

declare const matrix: Answer<'/system/appModule/matrix', 'get'>;
const on: boolean = matrix.data.enabled.kindergarten.attendance;

declare const overview: Answer<'/attendance/overview', 'get'>;
const kigName: string | undefined = overview.data.kindergartens[0]?.kigName;
const kigRate: number | undefined = overview.data.kindergartens[0]?.rate;
declare const records: Answer<'/attendance/records/list', 'post'>;
const firstIn: string | null | undefined = records.data.records[0]?.firstIn;

type Lang = NonNullable<paths['/sys/home/today']['get']['parameters']['query']>['lang'];
const lang: Lang = 'en_US';
type AppTypeHeader = NonNullable<paths['/sys/home/today']['get']['parameters']['header']>['appType'];
const appType: AppTypeHeader = '3';

export const used = [everyAnswerDocumented, signIn, token, firstMenu, mustChange, total, userName, figure, cardNo, on, kigName, kigRate, firstIn, lang, appType];
`;

let t: TestApp;
let doc: Document;
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<Document>();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Generates the types of a document with openapi-typescript and type-checks the client against them. */
async function compileClient(document: Document): Promise<string[]> {
  const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
  writeFileSync(path.join(dir, 'api.ts'), types);
  writeFileSync(path.join(dir, 'client.ts'), CLIENT);
  const program = ts.createProgram([path.join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const operations = (d: Document) =>
  Object.entries(d.paths).flatMap(([p, methods]) =>
    Object.entries(methods)
      .filter(([m]) => m === 'get' || m === 'post')
      .map(([m, op]) => ({ key: `${m} ${p}`, op })),
  );

describe('/docs/json', () => {
  it('tags every operation by area and documents every answer', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(250);
    expect(ops.filter(({ op }) => !op.tags?.length).map((o) => o.key)).toEqual([]);
    const missing = ops.filter(({ op }) => !op.responses?.['200']?.content).map((o) => o.key);
    expect(missing).toEqual([]);
  });

  it('documents lang on every operation, and appType and shardNum where a person signs the call', () => {
    const wrong: string[] = [];
    for (const { key, op } of operations(doc)) {
      const params = (op.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      if (!params.includes('query:lang')) wrong.push(`${key} lang`);
      const person = !('security' in op);
      if (person && !(params.includes('header:appType') && params.includes('header:shardNum'))) wrong.push(`${key} headers`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents the body of every JSON write, the real one of a save', () => {
    // Files (imports, the local upload) and a payment channel's notification (the provider's own signed body, form or JSON, read raw).
    const multipart = (key: string) => /\/import$|^post \/sys\/upload\/local$|^post \/pay\/notify\/\{channel\}$/.test(key);
    const bodiless = operations(doc).filter(({ key, op }) => key.startsWith('post ') && !op.requestBody && !multipart(key));
    expect(bodiless.map((o) => o.key)).toEqual([]);
    const save = JSON.stringify(doc.paths['/campus/student/save']!.post!.requestBody);
    for (const field of ['name', 'classId', 'birthDate', 'updatedAt']) expect(save).toContain(`"${field}"`);
  });

  it('gives an integrator types (openapi-typescript) that a small client type-checks against', async () => {
    expect(await compileClient(doc)).toEqual([]);
  }, 120_000);

  it('fails that client when an answer is left undocumented', async () => {
    const broken = structuredClone(doc);
    delete broken.paths['/sys/home/summary']!.get!.responses!['200']!.content;
    const errors = await compileClient(broken);
    expect(errors.join('\n')).toContain('get /sys/home/summary');
  }, 120_000);
});
