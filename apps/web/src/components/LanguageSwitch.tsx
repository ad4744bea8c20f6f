import { TranslationOutlined } from '@ant-design/icons';
import { LOCALES } from '@kg/domain';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, LANGUAGE_NAMES, switchLocale } from '../i18n';
import { isLocale } from '../i18n/locale';

/** 简体中文 / 繁體中文 / English; choosing one stores it and reloads the page (spec section 2). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LOCALES.map((locale) => ({
          key: locale,
          label: <span data-testid={`lang-option-${locale}`}>{LANGUAGE_NAMES[locale]}</span>,
        })),
        onClick: ({ key }) => isLocale(key) && switchLocale(key),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('shell.header.language')} data-testid="lang-switch">
        {LANGUAGE_NAMES[active]}
      </Button>
    </Dropdown>
  );
}
