import { entityRef, type LinkDef, linkKeys, type LinkRecord } from '@kg/domain';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { translateKey } from '../../i18n';
import { DictSelect } from './DictSelect';
import { DictLabel } from './FieldValue';

/** A link's own field shown by kind (a relationship by its dictionary label). */
export function linkFieldValue(link: LinkDef, name: string, record: LinkRecord): ReactNode {
  const f = link.fields[name];
  const v = record[name];
  if (v === null || v === undefined || v === '') return null;
  return f?.kind === 'dict' ? <DictLabel type={f.dictType} value={String(v)} /> : String(v);
}

/** The input of a link's own field (Form.Item passes value and onChange). */
export function LinkFieldInput({ link, name, ...control }: { link: LinkDef; name: string; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const f = link.fields[name];
  if (f?.kind === 'dict') return <DictSelect type={f.dictType} {...(control as { value?: string | null; onChange?: (v: string | null) => void; id?: string })} />;
  return <Input id={control.id} value={(control.value as string | undefined) ?? ''} onChange={(e) => control.onChange?.(e.target.value)} />;
}

/** What the rows of the other side are called from one side ("Children" of a parent). */
export const othersTitle = (link: LinkDef, ownEntity: string) => translateKey(linkKeys.others(link, ownEntity));

export const linkFieldLabel = (link: LinkDef, name: string) => translateKey(linkKeys.field(link, name));

/** The entity of a link's side, as its picker needs it (its index entry: no declaration loaded). */
export function sideEntity(name: string) {
  const entity = entityRef(name);
  if (!entity) throw new Error(`no entity ${name}`);
  return entity;
}
