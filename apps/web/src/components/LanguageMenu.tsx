import { LOCALES, type Locale } from '@kg/domain';
import { Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { LANGUAGE_NAMES, switchLocale } from '../i18n';
import { isLocale } from '../i18n/locale';

interface Props {
  active: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The switch's button, the dropdown's trigger. */
  children: ReactNode;
}

/** The list of languages under the switch (antd's dropdown and menu: a chunk of its own, see LanguageSwitch). */
export function LanguageMenu({ active, open, onOpenChange, children }: Props) {
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
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
      {children}
    </Dropdown>
  );
}
