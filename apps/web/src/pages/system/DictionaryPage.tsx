import { dictionaryEntity, systemEndpoints } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { type ResourceRecord, resourceKeys } from '../../api/resource-api';
import { DICTIONARY_VALUES_KEY, systemApi } from '../../api/system';
import { useCanCall } from '../../components/access/declared-access';
import type { ResourceFormOptions } from '../../components/resource/ResourceForm';
import { ResourceTree } from '../../components/resource/ResourceTree';

/** Every picker that reads dictionary values refreshes after any change here. */
const FORM: ResourceFormOptions = { invalidates: [DICTIONARY_VALUES_KEY] };

/** A type or value switched on or off at once (GET /api/dictionary/isActivated/{id}). */
function ActiveSwitch({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => systemApi.toggleDictionary(record.id),
    onSuccess: ({ txt }) => void message.success(txt || t('resource.done')),
    onError: (error) => void message.error(isApiError(error) ? error.txt : t('common.network.offline')),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(dictionaryEntity) });
      void queryClient.invalidateQueries({ queryKey: DICTIONARY_VALUES_KEY });
    },
  });
  return (
    <Switch
      size="small"
      checked={record.status === 'enabled'}
      loading={toggle.isPending}
      disabled={!canCall(systemEndpoints.toggleDictionary)}
      onChange={() => toggle.mutate()}
      aria-label={t('system.dictionary.enabled')}
      data-testid="dictionary-active"
    />
  );
}

/**
 * System management -> Dictionary (componentUrl 'system/dictionary'): types at the root, their
 * values below; values are added on a type's row.
 */
export function DictionaryPage() {
  const { t } = useTranslation();
  return (
    <ResourceTree
      entity={dictionaryEntity}
      form={FORM}
      addLabel={t('system.dictionary.addType')}
      addChildLabel={t('system.dictionary.addValue')}
      canAddChild={(record) => !record.parentId}
      transitions={false}
      renderCell={{ status: (record) => <ActiveSwitch record={record} /> }}
    />
  );
}
