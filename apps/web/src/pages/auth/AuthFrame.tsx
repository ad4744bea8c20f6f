import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu';
import './auth.css';

/**
 * The centred card of the public screens (login, change password), with the language switch. Drawn as
 * antd's Card and Typography draw them, in the theme's values (auth.css), without antd: sign-in loads none.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="kg-auth">
      <div className="kg-auth__language">
        <LanguageMenu />
      </div>
      <div className="kg-auth__brand">
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <h2 className="kg-auth__title">{t('common.app.title')}</h2>
        <span className="kg-auth__slogan">{t('common.app.slogan')}</span>
      </div>
      <section className="kg-auth__card" aria-labelledby="kg-auth-card-title">
        <div className="kg-auth__card-head">
          <div id="kg-auth-card-title" className="kg-auth__card-title">
            {title}
          </div>
        </div>
        <div className="kg-auth__card-body">{children}</div>
      </section>
    </div>
  );
}
