import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../paths';

export type ErrorStatus = 401 | 404 | 500;

/** The error pages of spec section 2: /401, /500 and the catch-all 404. */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // antd has no 401 picture; 403 is the same message.
  const picture = status === 401 ? '403' : (String(status) as '404' | '500');
  return (
    <Result
      status={picture}
      title={t(`errors.page${status}.title`)}
      subTitle={t(`errors.page${status}.subTitle`)}
      data-testid={`error-page-${status}`}
      extra={
        <Button type="primary" onClick={() => navigate(PATHS.home)}>
          {t('common.actions.backHome')}
        </Button>
      }
    />
  );
}
