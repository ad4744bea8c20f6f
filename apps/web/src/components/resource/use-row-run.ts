import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { ApiAnswer } from '../../api/client';
import { ActionKeys } from '../../api/idempotency';

/** The keys of a screen's money-moving actions, kept for the screen's life (a retry of an action sends its key again). */
export function useActionKeys(): ActionKeys {
  return useState(() => new ActionKeys())[0];
}

/**
 * A row's action as every list runs it: the call, its answer's message (or the refusal's, or the network's),
 * then the list read again (`refresh`), whatever the outcome. `run(action, send)`: `action` names what the
 * user did ('approve:<id>'); `send` gets that action's `Idempotency-Key`, which a money-moving call sends
 * (one key while the action is on its way: a double click or a retry moves the money once) and another
 * call leaves.
 */
export function useRowRun(refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const keys = useActionKeys();
  return async (action: string, send: (key: string) => Promise<ApiAnswer<unknown>>): Promise<void> => {
    try {
      const answer = await keys.send(action, send);
      message.success(answer.txt || t('resource.done'));
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    }
    await refresh();
  };
}
