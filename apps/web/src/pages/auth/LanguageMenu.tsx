import { LOCALES, type Locale } from '@kg/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, LANGUAGE_NAMES, switchLocale } from '../../i18n';
import { Icon } from './Icon';

/**
 * 简体中文 / 繁體中文 / English on the public screens, as the shell's switch (components/LanguageSwitch)
 * without antd: a menu button (WAI-ARIA menu pattern). Choosing one stores it and reloads the page.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const active = currentLocale();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[LOCALES.indexOf(active)]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, active]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (locale: Locale) => {
    close();
    switchLocale(locale);
  };
  const moveFocus = (event: KeyboardEvent) => {
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = LOCALES.length - 1;
    const to = { ArrowDown: at >= last ? 0 : at + 1, ArrowUp: at <= 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      items.current[to]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="kg-lang" ref={root}>
      <button
        ref={button}
        type="button"
        className="kg-lang__button"
        aria-label={t('shell.header.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="lang-switch"
      >
        <Icon name="translation" />
        {LANGUAGE_NAMES[active]}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('shell.header.language')} className="kg-lang__menu" onKeyDown={moveFocus}>
          {LOCALES.map((locale, index) => (
            <li key={locale} role="none">
              <button
                ref={(item) => {
                  items.current[index] = item;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={locale === active}
                tabIndex={-1}
                lang={locale}
                className="kg-lang__item"
                onClick={() => choose(locale)}
                data-testid={`lang-option-${locale}`}
              >
                {LANGUAGE_NAMES[locale]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
