import { isUtf8 } from 'node:buffer';
import { type FieldError, textProblem } from '@kg/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

type Container = Record<string, unknown> | unknown[];

/** A place in a walked value: its key and its parent, so a path is built only for a problem, never per node. */
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null, prefix: string[]): string {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return [...prefix, ...keys.reverse()].join('.');
}

/**
 * Visits every string of a value (keys too; `set` replaces a value) without recursion and in linear
 * time, so a deeply nested body can neither overflow the stack nor cost quadratic work.
 */
function eachString(root: unknown, visit: (text: string, place: Place | null, set?: (v: string) => void) => void): void {
  if (typeof root === 'string') return visit(root, null);
  const stack: { node: Container; place: Place | null }[] = [];
  if (root !== null && typeof root === 'object') stack.push({ node: root as Container, place: null });
  while (stack.length > 0) {
    const { node, place } = stack.pop()!;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(node)) {
      const at: Place = { key, parent: place };
      if (!Array.isArray(node)) visit(key, at);
      const value = record[key];
      if (typeof value === 'string') visit(value, at, (v) => (record[key] = v));
      else if (value !== null && typeof value === 'object') stack.push({ node: value as Container, place: at });
    }
  }
}

/**
 * Every string of a parsed request part (keys included), checked by the domain's text rule and
 * normalised to NFC in place. Problems carry the JSON path as the field ('events.0.cardNo'), the
 * way validation errors do.
 */
export function cleanTextInput(root: unknown, prefix: string[] = []): { value: unknown; problems: FieldError[] } {
  const problems: FieldError[] = [];
  let value = root;
  eachString(root, (text, place, set) => {
    const problem = textProblem(text);
    if (problem) problems.push({ field: pathOf(place, prefix), message: problem });
    else if (place === null) value = text.normalize('NFC');
    else set?.(text.normalize('NFC'));
  });
  return { value, problems };
}

/** The paths of the strings that hold U+FFFD, where a decoder put one for bytes it could not read. */
function replacedStrings(root: unknown): string[] {
  const found: string[] = [];
  eachString(root, (text, place, set) => {
    if ((set || place === null) && text.includes('\uFFFD')) found.push(pathOf(place, []));
  });
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
