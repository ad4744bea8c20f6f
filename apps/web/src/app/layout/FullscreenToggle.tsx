import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  // Esc or the browser's own control can leave full screen too.
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refused (iframe, browser policy): nothing to show, the button just stays as it is.
    request.catch(() => undefined);
  };

  const label = active ? t('shell.header.exitFullscreen') : t('shell.header.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
        data-testid="fullscreen-toggle"
        data-active={active}
      />
    </Tooltip>
  );
}
