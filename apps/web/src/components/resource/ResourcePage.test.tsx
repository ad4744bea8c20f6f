// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { fakeServer, type Received, renderSignedIn, startLanguage } from '../../test/dom-harness';
import { SHELF_LABELS, shelfEntity, TOY_LABELS, toyEntity } from '../../test/toy-entity';
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

describe('ResourcePage of a kindergarten-scoped declaration', () => {
  const shelves = () =>
    fakeServer((req) => {
      if (req.path !== '/test/shelf/list') return { data: [] };
      const { pageNumber, pageSize } = req.body as { pageNumber: number; pageSize: number };
      return { data: { records: [{ id: '01890000-0000-7000-8000-000000000001', name: 'Shelf 1', kigId: 'k1', _labels: { kigId: 'Sunny' } }], total: 1, pageNumber, pageSize } };
    });
  const shelfLists = (received: Received[]) => received.filter((r) => r.path === '/test/shelf/list').map((r) => r.body as Record<string, unknown>);

  it("lists a kindergarten account's own rows without asking for its kindergarten", async () => {
    await startLanguage('en', SHELF_LABELS);
    const received = shelves();
    renderSignedIn(<ResourcePage entity={shelfEntity} />, ['test:shelf:view'], { appType: 3, baseId: 'k1' });
    const table = await screen.findByTestId('resource-table');
    await within(table).findByText('Shelf 1');
    expect(shelfLists(received)[0]).toMatchObject({ kigId: 'k1' });
    expect(screen.queryAllByText('Kindergarten')).toEqual([]);
  });

  it('lets a group pick the kindergarten, in the search and in the form', async () => {
    await startLanguage('en', SHELF_LABELS);
    const received = shelves();
    renderSignedIn(<ResourcePage entity={shelfEntity} />, ['test:shelf:view', 'test:shelf:add'], { appType: 4, baseId: 'g1' });
    const table = await screen.findByTestId('resource-table');
    await within(table).findByText('Sunny');
    expect(shelfLists(received)[0]).not.toHaveProperty('kigId');
    expect(screen.getAllByLabelText('Kindergarten').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByTestId('resource-add'));
    expect(await screen.findByTestId('kindergarten-select')).toBeTruthy();
  });
});
