import type { Envelope } from '@kg/domain';
import type { FastifyReply } from 'fastify';

export function ok<T>(data: T, txt = ''): Envelope<T> {
  return { code: 200, txt, data };
}

/** A success whose data is JSON text already (a list the database wrote): sent as it is, in the envelope `ok` makes. */
export function okJson(reply: FastifyReply, data: string, txt = ''): string {
  reply.type('application/json; charset=utf-8');
  return `{"code":200,"txt":${JSON.stringify(txt)},"data":${data}}`;
}
