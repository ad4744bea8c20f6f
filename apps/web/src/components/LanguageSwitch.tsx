import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, LANGUAGE_NAMES } from '../i18n';

// The sign-in screen shows the switch but rarely opens it: antd's dropdown and menu come when it is
// pointed at, focused or clicked, not with the screen (the shell has them already).
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** 简体中文 / 繁體中文 / English; choosing one stores it and reloads the page (spec section 2). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = currentLocale();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const want = () => {
    void loadMenu();
    setWanted(true);
  };
  // Outside the menu (before it has come) a click opens it once it is there; inside, the menu's own.
  const button = (inMenu: boolean) => (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      aria-label={t('shell.header.language')}
      data-testid="lang-switch"
      onPointerEnter={want}
      onFocus={want}
      onClick={inMenu ? undefined : () => (want(), setOpen(true))}
    >
      {LANGUAGE_NAMES[active]}
    </Button>
  );
  if (!wanted) return button(false);
  return (
    <Suspense fallback={button(false)}>
      <LanguageMenu active={active} open={open} onOpenChange={setOpen}>
        {button(true)}
      </LanguageMenu>
    </Suspense>
  );
}
