import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Someone else saved the row after this form loaded it (a 409): says so in the server's words and
 * offers to reload it. The edits made here are dropped on reload, since they were made on the old one.
 */
export function useConflictPrompt() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (text: string, reload: () => unknown) =>
    modal.confirm({
      title: t('resource.form.conflictTitle'),
      content: text,
      okText: t('resource.form.reload'),
      cancelText: t('common.actions.cancel'),
      okButtonProps: { 'data-testid': 'conflict-reload' },
      onOk: () => void reload(),
    });
}
