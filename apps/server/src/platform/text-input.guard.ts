import { isUtf8 } from 'node:buffer';
import { type FieldError, textProblem } from '@kg/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

type Container = Record<string, unknown> | unknown[];

/**
 * Every string of a parsed request part (keys included), checked by the domain's text rule and
 * normalised to NFC in place. Problems carry the JSON path as the field ('events.0.cardNo'), the
 * way validation errors do. Walked without recursion: a deeply nested body cannot overflow the stack.
 */
export function cleanTextInput(root: unknown, prefix: string[] = []): { value: unknown; problems: FieldError[] } {
  const problems: FieldError[] = [];
  const check = (text: string, path: string[]) => {
    const problem = textProblem(text);
    if (problem) problems.push({ field: path.join('.'), message: problem });
    return problem === null;
  };
  if (typeof root === 'string') return { value: check(root, prefix) ? root.normalize('NFC') : root, problems };
  const stack: { node: Container; path: string[] }[] = [];
  if (root !== null && typeof root === 'object') stack.push({ node: root as Container, path: prefix });
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(node)) {
      const at = [...path, key];
      if (!Array.isArray(node)) check(key, at);
      const value = record[key];
      if (typeof value === 'string') {
        if (check(value, at)) record[key] = value.normalize('NFC');
      } else if (value !== null && typeof value === 'object') stack.push({ node: value as Container, path: at });
    }
  }
  return { value: root, problems };
}

/** The paths of the strings that hold U+FFFD, where a decoder put one for bytes it could not read. */
function replacedStrings(root: unknown): string[] {
  const found: string[] = [];
  const stack: { node: unknown; path: string[] }[] = [{ node: root, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\uFFFD')) found.push(path.join('.'));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) stack.push({ node: value, path: [...path, key] });
    }
  }
  return found;
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return null;
  }
};

/**
 * The querystring's keys whose percent-encoding is not UTF-8 (a lone surrogate's bytes, say): the
 * parser would keep them as literal text, silently, so they are refused like any ill-formed text.
 */
function undecodableQuery(url: string): FieldError[] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  return url
    .slice(at + 1)
    .split('&')
    .map((pair) => pair.split('=', 2) as [string, string | undefined])
    .filter(([name, value]) => decode(name) === null || (value !== undefined && decode(value) === null))
    .map(([name]) => ({ field: decode(name) ?? name, message: 'validation.text.illFormed' }));
}

/** Refuses (400, each field with its reason) any string with control characters or ill-formed Unicode. */
export function assertCleanText(value: unknown, prefix: string[] = []): unknown {
  const { value: clean, problems } = cleanTextInput(value, prefix);
  if (problems.length > 0) throw badRequest(problems);
  return clean;
}

/**
 * One guard every route goes through, before its schema: the body, the querystring and the path
 * parameters. PostgreSQL refuses NUL (a 500 until now) and silently replaces a lone surrogate; the
 * schemas of text fields (domain `textSchema`) say the same and refuse line breaks where a field is
 * single-line, so the web's forms show the same rule.
 */
export function installTextInputGuard(app: FastifyInstance): void {
  // A JSON body that is not UTF-8 would be decoded with U+FFFD in place of its bad bytes: refused,
  // naming the strings that held them.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    const buffer = raw as Buffer;
    if (isUtf8(buffer)) return parseJson(request, buffer.toString('utf8'), done);
    parseJson(request, buffer.toString('utf8'), (error, parsed) => {
      if (error) return done(error, undefined);
      const fields = replacedStrings(parsed);
      done(badRequest((fields.length > 0 ? fields : ['']).map((field) => ({ field, message: 'validation.text.illFormed' }))), undefined);
    });
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const problems: FieldError[] = undecodableQuery(request.raw.url ?? '');
    for (const part of ['params', 'query', 'body'] as const) {
      const result = cleanTextInput(request[part]);
      if (typeof request[part] === 'string') request[part] = result.value;
      problems.push(...result.problems);
    }
    if (problems.length > 0) throw badRequest(problems);
  });
}
