// @vitest-environment jsdom
import { translate } from '@kg/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderSignedIn, startLanguage } from '../../test/dom-harness';
import { TOY_LABELS, toyEntity } from '../../test/toy-entity';
import { ResourceForm } from './ResourceForm';

const saved = { id: '01890000-0000-7000-8000-000000000001', name: 'Ball', age: 3, colour: 'red', updatedAt: '2026-11-20T00:00:00.000Z' };

describe('ResourceForm', () => {
  it('shows an input for each declared field, labelled in the chosen language', async () => {
    await startLanguage('en', TOY_LABELS.en);
    fakeServer(() => ({ data: null }));
    renderSignedIn(<ResourceForm entity={toyEntity} open onClose={() => undefined} />, ['test:toy:add']);
    expect(await screen.findByText(i18n.t('resource.form.createTitle', { title: 'Toy' }))).toBeTruthy();
    for (const label of ['Name', 'Age', 'Colour']) expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('refuses an empty required field with the declared message in the chosen language, sending nothing', async () => {
    await startLanguage('zh-CN', TOY_LABELS['zh-CN']);
    const received = fakeServer(() => ({ data: saved }));
    renderSignedIn(<ResourceForm entity={toyEntity} open onClose={() => undefined} />, ['test:toy:add']);
    await userEvent.click(await screen.findByTestId('resource-form-submit'));
    expect(await screen.findByText(translate('zh-CN', 'validation.required'))).toBeTruthy();
    await userEvent.type(screen.getByLabelText('年龄'), '9');
    expect(await screen.findByText(translate('zh-CN', 'validation.range.between', { min: '1', max: '6' }))).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('sends the typed values to the entity’s save, numbers as numbers, and closes', async () => {
    await startLanguage('en', TOY_LABELS.en);
    const received = fakeServer(() => ({ data: saved, txt: 'Saved' }));
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderSignedIn(<ResourceForm entity={toyEntity} open onClose={onClose} onSaved={onSaved} />, ['test:toy:add']);
    await userEvent.type(await screen.findByLabelText('Name'), 'Ball');
    await userEvent.type(screen.getByLabelText('Age'), '3');
    await userEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const save = received.find((r) => r.path === '/test/toy/save')!;
    expect(save.method).toBe('POST');
    expect(save.query.get('lang')).toBe('en_US');
    expect(save.body).toMatchObject({ name: 'Ball', age: 3, colour: 'red' });
    expect(onSaved).toHaveBeenCalledWith(saved, true);
  });
  it('drawn inline with `send`, hands the checked body to the page and calls no save (the form test page)', async () => {
    await startLanguage('en', TOY_LABELS.en);
    const received = fakeServer(() => ({ data: saved }));
    const send = vi.fn();
    const onClose = vi.fn();
    renderSignedIn(<ResourceForm entity={toyEntity} open container="inline" send={send} onClose={onClose} />, []);
    await userEvent.click(await screen.findByTestId('resource-form-submit'));
    expect(await screen.findByText(translate('en', 'validation.required'))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'Ball');
    await userEvent.type(screen.getByLabelText('Age'), '3');
    await userEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ name: 'Ball', age: 3, colour: 'red' });
    expect(received).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('resource-form')).toBeTruthy();
  });
});
