import type { AnyEntity } from '@kg/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { resourceApi, resourceKeys } from '../../api/resource-api';

/**
 * Delete and transitions of one entity: the server's message on success (in the reader's language),
 * its error text on failure, and every query of the entity refreshed after a change.
 */
export function useResourceMutations(entity: AnyEntity, invalidates: readonly QueryKey[] = []) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const api = useMemo(() => resourceApi(entity), [entity]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all(entity) });
    for (const key of invalidates) void queryClient.invalidateQueries({ queryKey: key });
  };
  const succeed = ({ txt }: { txt: string }) => {
    void message.success(txt || t('resource.done'));
    refresh();
  };
  const fail = (error: unknown) => {
    void message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    // The rows may have changed under us (a 404 or 422): show what is there now.
    refresh();
  };

  const remove = useMutation({ mutationFn: (ids: readonly string[]) => api.remove(ids), onSuccess: succeed, onError: fail });
  const transition = useMutation({
    mutationFn: ({ action, ids }: { action: string; ids: readonly string[] }) => api.transition(action, ids),
    onSuccess: succeed,
    onError: fail,
  });
  return { remove, transition, refresh };
}
