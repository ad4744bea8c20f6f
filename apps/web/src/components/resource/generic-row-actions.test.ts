import { doctorMessageEntity, studentEntity } from '@kg/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { genericRowActions, withScreenActions } from './generic-row-actions';
import type { RowAction } from './RowActions';

const t = ((key: string) => key) as unknown as TFunction;
const noop = async () => undefined;
const action = (key: string, label = key): RowAction => ({ key, label, onClick: noop });
const row = (entity: typeof studentEntity | typeof doctorMessageEntity, record: Record<string, unknown>, extra: RowAction[]) =>
  genericRowActions({ entity, record: { id: 'r1', ...record }, can: () => true, t, onDetail: noop, onEdit: noop, onTransition: noop, onDelete: noop, extra });

describe('withScreenActions', () => {
  it("puts a screen's action of a generic key in that action's place, once", () => {
    const merged = withScreenActions([action('detail', 'generic'), action('edit'), action('delete')], [action('detail', 'own'), action('reply')]);
    expect(merged.map((a) => a.key)).toEqual(['detail', 'edit', 'reply', 'delete']);
    expect(merged[0]!.label).toBe('own');
  });

  it("adds the screen's other actions at the end when there is no delete", () => {
    expect(withScreenActions([action('detail')], [action('reply')]).map((a) => a.key)).toEqual(['detail', 'reply']);
  });
});

describe('genericRowActions', () => {
  it("shows a read-only entity's detail once when the screen brings its own (doctor messages)", () => {
    const keys = row(doctorMessageEntity, { state: 'open' }, [action('detail', 'own'), action('reply')]).map((a) => a.key);
    expect(keys).toEqual(['detail', 'reply']);
  });

  it('keeps every key unique on an editable entity with transitions, delete last', () => {
    const actions = row(studentEntity, { status: 'studying', name: 'x' }, [action('detail', 'own'), action('changeClass')]);
    const keys = actions.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe('detail');
    expect(actions[0]!.label).toBe('own');
    expect(keys.at(-1)).toBe('delete');
    expect(keys.indexOf('changeClass')).toBe(keys.length - 2);
  });
});
