import { entityKeys, type FieldError, type Locale, saveSchema, sessionDecided, translate } from '@kg/domain';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import type { ImportLimits } from '../config.js';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import { AppError, badRequest } from '../errors.js';
import { issueToFieldError } from '../validation.js';
import { type XlsxRefusal, XlsxRefused } from '../xlsx/xlsx-sheet-reader.js';
import type { ResourceRegistry } from './registry.js';
import type { ResourceService } from './resource.service.js';
import { type ImportProblem, readImport } from './xlsx-import.js';

/** A problem as a field error the web lists: 'Row 3 · Phone: ...' in the reader's language. */
function asFieldError({ params, ...p }: ImportProblem, service: ResourceService, locale: Locale): FieldError & ImportProblem {
  const column = p.column || (p.field ? translate(locale, entityKeys.field(service.entity, p.field)) : '');
  const message = translate(locale, p.message, params);
  return { ...p, column, message, field: p.field ? `${p.row}.${p.field}` : String(p.row) };
}

const MIB = 1024 * 1024;

/** A refused sheet: 413 for what is over a limit, 422 for what is not a sheet; the reason in the reader's language. */
function refusal(reason: XlsxRefusal, limits: ImportLimits): AppError {
  const [status, max] =
    reason === 'tooManyRows'
      ? [413, limits.maxRows]
      : reason === 'tooLargeUnpacked'
        ? [413, Math.floor(limits.maxUnpackedBytes / MIB)]
        : reason === 'tooManyParts'
          ? [413, limits.maxEntries]
          : [422, 0];
  const key = `error.import.${reason}`;
  return new AppError(status, key, { max }, [{ field: 'file', message: key }]);
}

/** The uploaded sheet, refused past the import's file size as it arrives. */
export async function receiveSheet(req: FastifyRequest, limits: ImportLimits): Promise<Buffer> {
  const file = await req.file({ limits: { fileSize: limits.maxFileBytes } });
  if (!file) throw badRequest([{ field: 'file', message: 'validation.required' }]);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    const key = 'error.import.fileTooLarge';
    throw new AppError(413, key, { max: Math.floor(limits.maxFileBytes / MIB) }, [{ field: 'file', message: key }]);
  }
}

/**
 * Imports a sheet: reads every row, validates each with the entity's own rules, then writes them all
 * in one transaction. Any problem anywhere and nothing is written; every problem is reported.
 */
export async function runImport(
  service: ResourceService,
  ctx: SessionContext,
  file: Buffer,
  locale: Locale,
  registry: ResourceRegistry,
  db: Db,
  limits: ImportLimits,
): Promise<number | (FieldError & ImportProblem)[]> {
  const resolvers = {
    ref: (entity: string, text: string, owner?: string) => registry.idByLabel(db, ctx, entity, text, owner),
    dict: (type: string, text: string) => registry.dictionaryCode(db, type, text),
  };
  let read: Awaited<ReturnType<typeof readImport>>;
  try {
    read = await readImport(service.entity, file, resolvers, limits, sessionDecided(service.entity, ctx));
  } catch (error) {
    throw error instanceof XlsxRefused ? refusal(error.reason, limits) : error;
  }
  const { rows, problems } = read;
  const schema = saveSchema(service.entity, true);
  const valid: { rowNumber: number; input: Record<string, unknown> }[] = [];
  for (const row of rows) {
    const failedFields = new Set(problems.filter((p) => p.row === row.rowNumber).map((p) => p.field));
    const parsed = schema.safeParse(row.input);
    if (parsed.success) {
      if (failedFields.size === 0) valid.push({ rowNumber: row.rowNumber, input: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!failedFields.has(field)) problems.push({ row: row.rowNumber, column: '', ...issueToFieldError(issue), field });
    }
  }
  if (problems.length > 0) return sorted(problems).map((p) => asFieldError(p, service, locale));

  const written = await service.createMany(ctx, valid);
  if (typeof written === 'number') return written;
  const failures = written.flatMap((f): ImportProblem[] =>
    f.fields.length > 0
      ? f.fields.map((e) => ({ row: f.rowNumber, column: '', field: e.field, message: e.message, params: e.params }))
      : [{ row: f.rowNumber, column: '', field: '', message: translate(locale, f.key, f.params) }],
  );
  return sorted(failures).map((p) => asFieldError(p, service, locale));
}

const sorted = (problems: ImportProblem[]) => [...problems].sort((a, b) => a.row - b.row);
