// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { fakeServer, type Received, renderSignedIn, startLanguage } from '../../test/dom-harness';
import { TOY_LABELS, toyEntity } from '../../test/toy-entity';
import { PAGE_SIZES } from './list-request';
import { ResourcePage } from './ResourcePage';

const toy = (i: number) => ({ id: `01890000-0000-7000-8000-0000000000${String(i).padStart(2, '0')}`, name: `Toy ${i}`, age: (i % 6) + 1, colour: i % 2 ? 'blue' : 'red' });

/** A list of 25 toys, paged as the server pages them. */
function toyServer(): Received[] {
  const all = Array.from({ length: 25 }, (_, i) => toy(i + 1));
  return fakeServer((req) => {
    if (req.path !== '/test/toy/list') return { data: null };
    const { pageNumber, pageSize } = req.body as { pageNumber: number; pageSize: number };
    return { data: { records: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: all.length, pageNumber, pageSize } };
  });
}
const lists = (received: Received[]) => received.filter((r) => r.path === '/test/toy/list').map((r) => r.body as Record<string, unknown>);

describe('ResourcePage', () => {
  it('shows the declared columns and the first page of rows, labelled in the chosen language', async () => {
    await startLanguage('zh-CN', TOY_LABELS['zh-CN']);
    const received = toyServer();
    renderSignedIn(<ResourcePage entity={toyEntity} />, ['test:toy:view']);
    const table = await screen.findByTestId('resource-table');
    await within(table).findByText('Toy 1');
    for (const title of ['名称', '年龄', '颜色']) expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    // An enum shows its label, not its code.
    expect(within(table).getAllByText('蓝').length).toBeGreaterThan(0);
    expect(within(table).queryByText(`Toy ${PAGE_SIZES[0] + 1}`)).toBeNull();
    expect(lists(received)[0]).toMatchObject({ pageNumber: 1, pageSize: PAGE_SIZES[0], sort: { field: 'name', order: 'asc' } });
    // Without the add permission there is no add button.
    expect(screen.queryByTestId('resource-add')).toBeNull();
  });

  it('asks the server for the page a person turns to', async () => {
    await startLanguage('en', TOY_LABELS.en);
    const received = toyServer();
    renderSignedIn(<ResourcePage entity={toyEntity} />, ['test:toy:view', 'test:toy:add']);
    const table = await screen.findByTestId('resource-table');
    await within(table).findByText('Toy 1');
    expect(screen.getByText(i18n.t('resource.table.total', { total: 25 }))).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    await within(table).findByText(`Toy ${PAGE_SIZES[0] + 1}`);
    await waitFor(() => expect(lists(received).at(-1)).toMatchObject({ pageNumber: 2, pageSize: PAGE_SIZES[0] }));
    expect(screen.getByTestId('resource-add')).toBeTruthy();
  });

  it('searches with the declared filter', async () => {
    await startLanguage('en', TOY_LABELS.en);
    const received = toyServer();
    renderSignedIn(<ResourcePage entity={toyEntity} />, ['test:toy:view']);
    await within(await screen.findByTestId('resource-table')).findByText('Toy 1');
    const search = screen.getAllByLabelText('Name').find((el) => el.tagName === 'INPUT')!;
    await userEvent.type(search, 'Toy 2{Enter}');
    await waitFor(() => expect(lists(received).at(-1)).toMatchObject({ pageNumber: 1, name: 'Toy 2' }));
  });
});
