import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { applyCssTheme } from './app/css-theme';
import { initI18n } from './i18n';
import './styles.css';

bootstrap();

// The first screen is drawn in the stored language, so its dictionary (a chunk of its own) comes first.
void initI18n().then((locale) => {
  applyCssTheme(document.documentElement, locale);
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
});
