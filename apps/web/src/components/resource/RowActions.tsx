import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../useNarrowScreen';

/** One action of a row: a link, confirmed first when `confirm` is given (destructive actions). */
export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: () => void | Promise<unknown>;
  confirm?: ReactNode;
  danger?: boolean;
}

/**
 * The actions column of a row; test ids are `row-<key>`. On a phone the column is pinned beside a
 * narrow table, so it shows the first action and the others in a menu: the row's data keeps the room.
 */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const narrow = useNarrowScreen();
  const shown = narrow && actions.length > 1 ? actions.slice(0, 1) : actions;
  const folded = actions.slice(shown.length);

  const run = (action: RowAction) => {
    if (!action.confirm) return void action.onClick();
    modal.confirm({
      title: action.confirm,
      okText: t('resource.actions.confirm'),
      cancelText: t('common.actions.cancel'),
      okButtonProps: { danger: action.danger, 'data-testid': 'confirm-ok' },
      onOk: () => action.onClick(),
    });
  };

  return (
    <Flex gap={0} style={{ marginInline: -7, whiteSpace: 'nowrap' }}>
      {shown.map((action) => {
        const button = (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            data-testid={`row-${action.key}`}
            onClick={action.confirm ? undefined : () => void action.onClick()}
          >
            {action.label}
          </Button>
        );
        if (!action.confirm) return button;
        return (
          <Popconfirm
            key={action.key}
            title={action.confirm}
            okText={t('resource.actions.confirm')}
            cancelText={t('common.actions.cancel')}
            okButtonProps={{ danger: action.danger, 'data-testid': 'confirm-ok' }}
            onConfirm={() => action.onClick()}
          >
            {button}
          </Popconfirm>
        );
      })}
      {folded.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: folded.map((action) => ({ key: action.key, danger: action.danger, label: <span data-testid={`row-${action.key}`}>{action.label}</span> })),
            onClick: ({ key }) => {
              const action = folded.find((a) => a.key === key);
              if (action) run(action);
            },
          }}
        >
          <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('resource.table.moreActions')} data-testid="row-more" />
        </Dropdown>
      )}
    </Flex>
  );
}
