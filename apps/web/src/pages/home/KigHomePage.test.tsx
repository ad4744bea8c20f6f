// @vitest-environment jsdom
import type { KigHome } from '@kg/domain';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, renderSignedIn, startLanguage } from '../../test/dom-harness';
import { kigHomeQuery } from '../../api/home';
import { KigHomePage } from './KigHomePage';

const day = (kigId: string, kigName: string, present: number, letters: number): KigHome['kindergartens'][number] => ({
  kigId,
  kigName,
  date: '2026-11-20',
  cards: [
    { key: 'attendance', figures: [{ key: 'present', value: present, of: 72 }] },
    { key: 'letters', figures: [{ key: 'unansweredLetters', value: letters, alert: true }] },
    { key: 'recipe', figures: [], meals: [{ meal: 'lunch', name: '番茄炒蛋' }] },
  ],
});

const show = () =>
  renderSignedIn(
    <MemoryRouter>
      <KigHomePage />
    </MemoryRouter>,
    ['home:kig:view'],
  );

describe('kigHome', () => {
  beforeEach(async () => {
    await startLanguage('en', {});
  });

  it("shows a kindergarten's cards, its meals, and no table", async () => {
    fakeServer(() => ({ data: { date: '2026-11-20', kindergartens: [day('k1', 'Sunshine', 64, 3)] } satisfies KigHome }));
    show();
    expect(await screen.findByText('Today at school · 2026-11-20')).toBeTruthy();
    expect(screen.getByTestId('kig-home-figure-attendance-present').getAttribute('data-value')).toBe('64');
    expect(screen.getByTestId('kig-home-meal-lunch').textContent).toBe('番茄炒蛋');
    expect(screen.queryByTestId('kig-home-kindergartens')).toBeNull();
  });

  it('keeps the figures on screen when a refresh fails, and says from when they are', async () => {
    let failing = false;
    fakeServer(() =>
      failing ? { status: 500, code: 500, txt: 'down', data: null } : { data: { date: '2026-11-20', kindergartens: [day('k1', 'Sunshine', 64, 3)] } satisfies KigHome },
    );
    const { client } = show();
    expect((await screen.findByTestId('kig-home-figure-attendance-present')).getAttribute('data-value')).toBe('64');
    expect(screen.queryByTestId('home-refresh-failed')).toBeNull();
    failing = true;
    await client.refetchQueries({ queryKey: kigHomeQuery.queryKey });
    expect((await screen.findByTestId('home-refresh-failed')).textContent).toMatch(/^Could not refresh: showing the figures of \d{2}:\d{2}$/);
    expect(screen.getByTestId('kig-home-figure-attendance-present').getAttribute('data-value')).toBe('64');
    expect(screen.queryByTestId('kig-home-error')).toBeNull();
  });

  it("shows a group's sums and a row per kindergarten with its meals", async () => {
    fakeServer(() => ({
      data: {
        date: '2026-11-20',
        kindergartens: [day('k1', 'Sunshine', 64, 3), day('k2', 'Moonlight', 60, 1)],
        total: [{ key: 'letters', figures: [{ key: 'unansweredLetters', value: 4, alert: true }] }],
      } satisfies KigHome,
    }));
    show();
    const table = await screen.findByTestId('kig-home-kindergartens');
    expect(screen.getByText('All kindergartens')).toBeTruthy();
    expect(screen.getByTestId('kig-home-figure-letters-unansweredLetters').getAttribute('data-value')).toBe('4');
    expect(within(table).getByTestId('kig-home-kig-k2-unansweredLetters').getAttribute('data-value')).toBe('1');
    expect(within(table).getByTestId('kig-home-kig-k1-recipe').textContent).toBe('番茄炒蛋');
    expect(screen.queryByTestId('kig-home-card-recipe')).toBeNull();
  });

  it("tells of the kindergarten's platform service ending, with the days left and how to renew, and nothing when none ends", async () => {
    const ending = { ...day('k1', 'Sunshine', 64, 3), serviceEnd: { endDate: '2026-12-10', daysLeft: 20 } };
    fakeServer(() => ({ data: { date: '2026-11-20', kindergartens: [ending] } satisfies KigHome }));
    const first = show();
    const notice = await screen.findByTestId('kig-home-service-end');
    expect(within(notice).getByText("The kindergarten's platform service ends on 2026-12-10: 20 days left")).toBeTruthy();
    expect(within(notice).getByText(/ask your agent to buy a platform service package/)).toBeTruthy();
    first.unmount();
    fakeServer(() => ({ data: { date: '2026-11-20', kindergartens: [{ ...ending, serviceEnd: { endDate: '2026-11-20', daysLeft: 0 } }] } satisfies KigHome }));
    const second = show();
    expect(await screen.findByText("The kindergarten's platform service ends today (2026-11-20)")).toBeTruthy();
    second.unmount();
    fakeServer(() => ({ data: { date: '2026-11-20', kindergartens: [day('k1', 'Sunshine', 64, 3)] } satisfies KigHome }));
    show();
    expect(await screen.findByText('Today at school · 2026-11-20')).toBeTruthy();
    expect(screen.queryByTestId('kig-home-service-end')).toBeNull();
  });

  it('says so when the role opens none of the screens, and offers a retry when the request fails', async () => {
    fakeServer(() => ({ data: { date: '2026-11-20', kindergartens: [{ kigId: 'k1', kigName: 'Sunshine', date: '2026-11-20', cards: [] }] } satisfies KigHome }));
    const first = show();
    expect(await screen.findByTestId('kig-home-no-cards')).toBeTruthy();
    first.unmount();
    fakeServer(() => ({ status: 500, txt: 'broken', data: null }));
    show();
    const error = await screen.findByTestId('kig-home-error');
    expect(within(error).getByText('broken')).toBeTruthy();
    expect(within(error).getByRole('button', { name: /Retry/i })).toBeTruthy();
  });
});
