import { Button, Flex, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One action of a row: a link, confirmed first when `confirm` is given (destructive actions). */
export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: () => void | Promise<unknown>;
  confirm?: ReactNode;
  danger?: boolean;
}

/** The actions column of a row; test ids are `row-<key>`. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const { t } = useTranslation();
  return (
    <Flex gap={0} style={{ marginInline: -7, whiteSpace: 'nowrap' }}>
      {actions.map((action) => {
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
    </Flex>
  );
}
