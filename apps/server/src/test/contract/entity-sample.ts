import { type AnyEntity, type FieldDef, inForm, plausibleRange, type TextField } from '@kg/domain';
import type { Input } from './operation.js';

/** Where a sample finds the rows its references name: the acting session's own. */
export interface SampleWorld {
  /** A live row of the entity that the session reaches, for a reference field of that name. */
  ref(entityName: string, field: string): string;
  /** The organisation a row of an organisation-scoped entity belongs to, and its app type. */
  organisation: { id: string; appType: number };
  /** A medical institution, which any kindergarten may contract. */
  institutionId: string;
  /** The demo agent, for whom the platform files an opening request. */
  agentId: string;
  /** A confirmed upload of the session's organisation, for a required picture or file. */
  upload: { picture: string; document: string };
}

let counter = 0;

/**
 * A valid new row of an entity, from its declaration: every required field without a default and
 * every unique one, each with a value its kind and format accept, unique values fresh on each call.
 */
export function sampleRow(entity: AnyEntity, world: SampleWorld): Input {
  const n = ++counter;
  const row: Input = {};
  const ruled = RULES[entity.name]?.(n, world) ?? {};
  for (const [name, f] of Object.entries(entity.fields)) {
    // A value the entity's rule gives is not made from the declaration (a dictionary's value).
    if (name in ruled || !inForm(f, true) || !(f.unique || (f.required && !('default' in f)))) continue;
    row[name] = f.kind === 'ref' ? world.ref(f.entity, name) : valueOf(f, n);
  }
  return { ...row, ...ruled };
}

/**
 * What a declaration does not say and a resource's own rule checks (each rule has its own test
 * beside its resource): the values here satisfy it.
 */
const RULES: Record<string, (n: number, world: SampleWorld) => Input> = {
  // An account and a role belong to an organisation of their own system.
  user: (_n, w) => ({ orgId: w.organisation.id, appType: w.organisation.appType }),
  role: (_n, w) => ({ orgId: w.organisation.id, appType: w.organisation.appType }),
  // A menu directory needs no page component.
  menu: () => ({ kind: 'directory' }),
  // A new kindergarten under the session's organisation.
  organization: (_n, w) => ({ kind: 'kindergarten', parentId: w.organisation.id }),
  // Terms of a kindergarten never overlap; a term ends after it begins.
  term: (n) => ({ schoolYear: `${2100 + n}-${2101 + n}`, beginDate: `${2100 + n}-09-01`, endDate: `${2101 + n}-01-15` }),
  // A leave or an epidemic report names one child (its kind says which).
  leaveRequest: (_n, w) => ({ personKind: 'student', studentId: w.ref('student', 'studentId'), startDate: '2026-11-20', endDate: '2026-11-21' }),
  epidemicReport: (_n, w) => ({ personKind: 'student', studentId: w.ref('student', 'studentId') }),
  // An ordinary notice says its content (a link notice would name its address instead).
  notice: (n) => ({ noticeType: 'ordinary', content: `<p>Notice <strong>${n}</strong></p>` }),
  // A contract names a medical institution and ends after it begins.
  medicalContract: (_n, w) => ({ institutionId: w.institutionId, beginDate: '2026-09-01', endDate: '2027-08-31' }),
  // A recipe needs at least one meal.
  recipe: () => ({ lunchName: '米饭' }),
  // An opening request names its agent and the initial passwords, which follow the password rule.
  kigOpening: (_n, w) => ({ agentId: w.agentId, kigType: 'public', adminPassword: 'Start_123', terminalPassword: 'Term_456' }),
  // An advert's picture is a confirmed upload of its owner's; its period ends after it begins.
  advert: (_n, w) => ({ picture: w.upload.picture, beginDate: '2026-11-20', endDate: '2026-11-30' }),
  // A document is a file (a document upload) or an address.
  document: (_n, w) => ({ file: w.upload.document }),
  // A recharge's credential is a confirmed picture of its filer's.
  recharge: (_n, w) => ({ credential: w.upload.picture }),
  smsPackage: (_n, w) => ({ agentId: w.agentId }),
  // A running cost is recorded once for a kind and month: a month of its own each time.
  cost: (n) => ({ month: `${2100 + (n % 7000)}-01` }),
  // Lesson periods in order, at most 5.
  timetableSetting: () => ({ periods: [{ start: '08:30', end: '09:00' }] }),
};

function valueOf(f: FieldDef, n: number): unknown {
  switch (f.kind) {
    case 'text':
    case 'textarea':
      return textOf(f, n);
    case 'int':
    case 'money': {
      // Unique numbers (a camera's channel, a grade's order) differ per call, within the bounds.
      const low = f.min ?? 0;
      const high = f.max ?? low + 1_000_000;
      return low + (n % (high - low + 1));
    }
    case 'flag':
      return false;
    case 'date':
      // A person's date within its plausible range (a child's birth: some years ago).
      return f.plausible ? midpoint(plausibleRange(f.plausible)) : '2026-11-20';
    case 'datetime':
      return new Date().toISOString();
    case 'enum':
      return f.default ?? f.values[0];
    case 'enums':
      return f.default ?? [f.values[0]];
    case 'area':
      return '110101';
    case 'timeRanges':
      return [{ start: '08:00', end: '16:00' }];
    case 'i18nText':
      return { 'zh-CN': `契约${n}`, 'zh-TW': `契約${n}`, en: `Contract ${n}` };
    case 'richText':
      // As the sanitiser keeps it, so that the record read back is the value sent.
      return `<p>Sample <strong>${n}</strong></p>`;
    case 'dict':
    case 'ref':
    case 'refs':
    case 'image':
      throw new Error(`no sample for a required ${f.kind} field: give its entity a rule in entity-sample.ts`);
  }
}

function textOf(f: TextField, n: number): string {
  const digits = String(n).padStart(7, '0');
  const value = (() => {
    switch (f.format) {
      case 'phone':
        return `1990${digits}`;
      case 'email':
        return `contract${n}@example.com`;
      case 'personName':
        return `林${'一二三四五六七八九十'[n % 10]}`;
      case 'code':
        return `CT${n}${Math.random().toString(36).slice(2, 6)}`;
      case 'ip':
        return `10.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
      case 'mac':
        return `C0:FF:EE:${digits.slice(1, 3)}:${digits.slice(3, 5)}:${digits.slice(5, 7)}`;
      case 'url':
        return `https://example.com/${n}`;
      case 'path':
        return `/contract/${n}`;
      case 'schoolYear':
        return `${2100 + n}-${2101 + n}`;
      case 'month':
        return `${2100 + (n % 7000)}-0${1 + (n % 9)}`;
      default:
        return `契约${n}`;
    }
  })();
  return value.slice(0, f.max).padEnd(f.min ?? 0, '0');
}

function midpoint(range: { earliest: string; latest: string }): string {
  const a = Date.parse(range.earliest);
  const b = Date.parse(range.latest);
  return new Date((a + b) / 2).toISOString().slice(0, 10);
}

/** A field's new value for an update: the label changed, so that reading it back shows the edit. */
export function editOf(entity: AnyEntity, row: Input): Input {
  const f = entity.fields[entity.labelField];
  if (!f || !inForm(f, false)) return {};
  if (f.kind === 'text') return { [entity.labelField]: textOf(f, ++counter) };
  if (f.kind === 'i18nText') return { [entity.labelField]: valueOf(f, ++counter) };
  return { [entity.labelField]: row[entity.labelField] };
}
