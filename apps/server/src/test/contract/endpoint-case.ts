import type { LightMyRequestResponse } from 'fastify';
import type { Input } from './operation.js';

/**
 * Who makes a route's happy call and asks for the other tenant's ids: a demo session, the world's gate
 * machine, a family of KG0001 (the parents' app, `/app/v1`), or nobody at all.
 */
export type Caller = 'demo-kig' | 'demo-group' | 'demo-inst' | 'demo-admin' | 'demo-agent' | 'device' | 'family' | 'anyone';

/** What a case's input is built from: the caller's own rows, and calls to make first. */
export interface CaseContext {
  /** A row of KG0001 (the demo kindergarten) of that entity. */
  own(entity: string): string;
  /** A call as the case's caller (or as another demo session), answered in English. */
  ask(method: 'GET' | 'POST', url: string, input?: Input, as?: Caller): Promise<LightMyRequestResponse>;
  /** A fresh account of KG0001 allowed nothing, with its id and a session of its own. */
  account(): Promise<{ id: string; userName: string; password: string; token: string }>;
  /** A new family of KG0001's first child, signed in (a case that ends or changes its credential uses its own). */
  family(): Promise<{ phone: string; password: string; token: string }>;
  /** A file stored through the local driver by demo-kig (a 1x1 png), not yet confirmed. */
  upload(): Promise<string>;
  /** Posts a file to a presigned upload's address, with its form. */
  post(auth: { url: string; fields: Record<string, string> }, file: Buffer): Promise<void>;
  /** A new row of a declared entity, made through its generic save (by demo-kig, unless another is named). */
  create(entity: string, as?: Caller): Promise<string>;
  /** Runs the background jobs that are due (a growth report's writing). */
  drain(): Promise<void>;
  /** A new gate machine provisioned by operations (and registered by KG0001 if asked), not yet activated. */
  machine(registered: boolean): Promise<{ id: string; serialNo: string; verifyCode: string }>;
}

/** Where a request names another tenant's row, organisation, file or person, and what names it there. */
export interface IdCase {
  /** The input's place: `kigId`, `parentIds`, `events.0.credential`; a list is asked as a list of one. */
  at: string;
  /** What it names, a key of the other tenant's map: an entity, `organization`, `path`, `checkPhoto`, `card`, `braceletMac`, `deviceSerial`. */
  names: string;
  /** Other inputs the name needs beside it (how a machine recognised the person). */
  with?: Input;
}

/** One hand-written route's contract: a valid request, where it names ids, a bad one. */
export interface EndpointCase {
  as: Caller;
  /**
   * A valid request (beside what the schema requires, which is filled in); path parameters (`id`, `*`)
   * are given here too, and `_token`: the session that makes the happy call, when it is its own.
   */
  input?(c: CaseContext): Input | Promise<Input>;
  ids?: IdCase[];
  /** A request the declared schema refuses; none: the empty request. */
  bad?: Input;
}
