import type { AnyEntity } from '@kg/domain';
import { useState } from 'react';
import { useUserInfo } from '../../api/auth';
import { browserStorage, type ColumnOverrides, loadColumnOverrides, saveColumnOverrides } from './column-prefs';

/** The signed-in person's column choice for one entity, read once their id is known, kept as they change it. */
export function useColumnPrefs(entity: AnyEntity): [ColumnOverrides, (next: ColumnOverrides) => void] {
  const { data: user } = useUserInfo();
  const userId = user?.id;
  const [state, setState] = useState<{ userId: string | undefined; overrides: ColumnOverrides }>(() => ({
    userId,
    overrides: loadColumnOverrides(browserStorage(), entity, userId),
  }));
  // Signed-in data arriving (or another person) after the first render: their own choice, read during render.
  if (state.userId !== userId) setState({ userId, overrides: loadColumnOverrides(browserStorage(), entity, userId) });
  const change = (next: ColumnOverrides) => {
    setState({ userId, overrides: next });
    saveColumnOverrides(browserStorage(), entity, userId, next);
  };
  return [state.overrides, change];
}
