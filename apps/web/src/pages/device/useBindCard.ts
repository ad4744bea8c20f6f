import type { CardHolder } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { type CardBind, deviceApi, deviceKeys } from '../../api/device';

/** Binds, changes (a number) or unbinds (null) a person's card; the card list is read again after. */
export function useBindCard(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardBind) => deviceApi.bindCard(body),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: deviceKeys.allCards });
      options.onSuccess?.();
    },
    onError: (error) => {
      if (options.onError) return options.onError(error);
      void message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    },
  });
}

export function useUnbindCard() {
  const bind = useBindCard();
  return {
    ...bind,
    mutateAsync: (holder: CardHolder) => bind.mutateAsync({ personKind: holder.personKind, personId: holder.personId, cardNo: null }),
  };
}
