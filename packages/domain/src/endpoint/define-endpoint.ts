import { z } from 'zod';
import '../zod-messages.js';
import type { MessageKey } from '../i18n/index.js';
import type { PermissionCode } from '../permissions.js';

/** How an endpoint may be reached (docs/architecture.md, access): nobody is exempted by its URL. */
export type EndpointAccess =
  | { readonly public: true }
  | { readonly signedIn: true }
  | { readonly permission: PermissionCode | readonly PermissionCode[] }
  /** A machine, by its own token (`Authorization: Device <token>`): never a person's session. */
  | { readonly device: true }
  /**
   * A family of the parents' app (`/app/v1`), by its own bearer token: never a staff session. Refused
   * while the family must change an issued password, unless the route is how it changes it.
   */
  | { readonly family: true; readonly whilePasswordIssued?: true };

/** A stricter rate limit for costly work, counted besides the general one. */
export type EndpointRateBucket = 'export' | 'import' | 'upload' | 'report';

/** A binary answer (a spreadsheet, a PDF, a stored file) instead of the JSON envelope. */
export interface FileAnswer {
  readonly file: string;
}
export const fileAnswer = (contentType: string): FileAnswer => ({ file: contentType });
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One hand-written endpoint, declared once (docs/architecture.md, access): the server registers its handler from
 * it, the web calls it through it, and the API description documents it from it.
 * `input` is the query of a GET and the body of a POST; `params` the `:name` parts of the path.
 * `answer` is the `data` of the envelope (or a file); `success` the message key of its `txt`.
 */
export interface EndpointDef {
  /** The area the API description files it under (its tag). */
  readonly area: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** One line for the API description. */
  readonly summary: string;
  readonly access: EndpointAccess;
  readonly input?: z.ZodType;
  readonly params?: z.ZodObject;
  readonly answer: z.ZodType | FileAnswer;
  readonly success?: MessageKey;
  readonly rateBucket?: EndpointRateBucket;
}

/** Keeps the declaration's literal types, so that both sides see its exact path, schemas and answer. */
export function defineEndpoint<const D extends EndpointDef>(def: D): D {
  const named = [...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!).sort();
  const declared = Object.keys(def.params?.shape ?? {}).sort();
  if (named.join() !== declared.join()) throw new Error(`${def.method} ${def.path}: path parameters ${named.join()} but params ${declared.join()}`);
  return def;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : Record<never, never>;
type ParsedOf<S> = S extends z.ZodType ? z.output<S> : Record<never, never>;

/** What a caller sends: the input's fields and the path's parameters, as one object. */
export type EndpointInput<D extends EndpointDef> = InputOf<D['input']> & InputOf<D['params']>;
/** What the server's handler receives, once the declared schemas have parsed it. */
export type EndpointParsedInput<D extends EndpointDef> = ParsedOf<D['input']>;
export type EndpointParsedParams<D extends EndpointDef> = ParsedOf<D['params']>;
/** What the server answers (the envelope's `data`), and what the web receives. */
export type EndpointAnswer<D extends EndpointDef> = D['answer'] extends z.ZodType ? z.output<D['answer']> : Blob;
/** What a handler returns: the answer as its schema takes it in. */
export type EndpointResult<D extends EndpointDef> = D['answer'] extends z.ZodType ? z.input<D['answer']> : unknown;

export const isFileAnswer = (answer: EndpointDef['answer']): answer is FileAnswer => 'file' in answer && typeof answer.file === 'string';

/** The envelope of every JSON answer, around an answer's schema. */
export function envelopeSchema<A extends z.ZodType>(data: A) {
  return z.object({ code: z.number().int(), txt: z.string(), data });
}

/** The answer of a write that says only its message. */
export const noAnswer = z.null();
