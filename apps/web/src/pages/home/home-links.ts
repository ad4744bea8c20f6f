import type { HomeFigure, HomeLink } from '@kg/domain';
import type { MenuEntry } from '../../app/menu/menu-tree';
import { translateKey } from '../../i18n';

/**
 * The address a figure opens: its page where the session's menu has it (hidden entries too, such as
 * the not-arrived list), with the figure's filters; null when the menu has no such page.
 */
export function figureHref(link: HomeLink | undefined, entries: readonly MenuEntry[]): string | null {
  if (!link) return null;
  const entry = entries.find((e) => !e.external && e.item.componentUrl === link.page);
  if (!entry) return null;
  const query = new URLSearchParams(link.query ?? {}).toString();
  return query ? `${entry.path}?${query}` : entry.path;
}

/** A figure's value shown as part of a whole ("70 / 72") or alone. */
export function hasWhole(figure: HomeFigure): figure is HomeFigure & { of: number } {
  return typeof figure.of === 'number';
}

/** Percent of a part in a whole, one decimal; 0 when the whole is 0. */
export function percentOf(value: number, whole: number): number {
  return whole > 0 ? Math.round((value / whole) * 1000) / 10 : 0;
}

// translateKey: computed keys on the typed `t` give up on the grown dictionary (TS2589).
export const figureLabel = (key: string) => translateKey(`home.today.figures.${key}`, key);
