import { SettingOutlined } from '@ant-design/icons';
import type { AnyEntity } from '@kg/domain';
import { Button, Checkbox, Divider, Flex, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ColumnOverrides, toggleColumn, visibleColumns } from './column-prefs';
import { fieldLabel } from './labels';

export interface ColumnChooserProps {
  entity: AnyEntity;
  overrides: ColumnOverrides;
  onChange: (overrides: ColumnOverrides) => void;
  /** Fields the screen never shows as columns. */
  exclude?: readonly string[];
  /** Fields the screen shows by default though the declaration does not. */
  listed?: readonly string[];
}

/** Show or hide each field's column; the choice is kept per person and entity (column-prefs). */
export function ColumnChooser({ entity, overrides, onChange, exclude = [], listed = [] }: ColumnChooserProps) {
  const { t } = useTranslation();
  const shown = new Set(visibleColumns(entity, overrides, listed));
  const fields = Object.keys(entity.fields).filter((name) => !exclude.includes(name));
  const content = (
    <Flex vertical gap={4} data-testid="column-chooser" style={{ minWidth: 160 }}>
      {fields.map((name) => (
        <Checkbox
          key={name}
          checked={shown.has(name)}
          // At least one column stays, or the table has nothing to show.
          disabled={shown.has(name) && fields.filter((f) => shown.has(f)).length === 1}
          onChange={(e) => onChange(toggleColumn(entity, overrides, name, e.target.checked, listed))}
          data-testid={`column-toggle-${name}`}
        >
          {fieldLabel(entity, name)}
        </Checkbox>
      ))}
      <Divider style={{ margin: '4px 0' }} />
      <Button size="small" type="link" onClick={() => onChange({})} disabled={Object.keys(overrides).length === 0}>
        {t('resource.actions.columnsReset')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('resource.actions.columns')}>
      <Tooltip title={t('resource.actions.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('resource.actions.columns')} data-testid="column-chooser-button" />
      </Tooltip>
    </Popover>
  );
}
