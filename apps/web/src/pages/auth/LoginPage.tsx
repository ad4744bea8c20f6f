import { APP_TYPES, LOGIN_APP_TYPES, LOGIN_PASSWORD_MAX, USER_NAME_MAX, type AppType } from '@kg/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { PATHS } from '../../app/paths';
import { RETURN_PARAM } from '../../app/session/return-path';
import { session } from '../../app/session/session-store';
import { signIn } from '../../app/session/sign-in';
import { translateIssue } from '../../i18n';
import { AuthField } from './AuthField';
import { Icon } from './Icon';
import { AuthFrame } from './AuthFrame';
import { buttonText } from './button-text';
import { checkLogin, LOGIN_FIELDS, type LoginDraft, type LoginErrors, type LoginField } from './login-checks';

/**
 * The sign-in screen, without antd (the route's budget, README 'Web bundle'): native controls drawn as
 * antd's large Form draws them, the shared schema's rules checked as each field changes and on submit.
 */
export function LoginPage() {
  const { t } = useTranslation();
  // The page asked for before signing in: signIn opens it if the new session's menu has it.
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_PARAM);
  const login = useMutation({ mutationFn: (values: LoginDraft) => signIn(values, returnTo) });
  const failure = login.error ? (isApiError(login.error) ? login.error.txt : t('common.network.offline')) : null;

  const [draft, setDraft] = useState<LoginDraft>(() => ({ appType: session.lastAppType() ?? LOGIN_APP_TYPES[0], userName: '', password: '' }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [passwordShown, setPasswordShown] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = <F extends LoginField>(field: F, value: LoginDraft[F]) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (login.isError) login.reset();
    void checkLogin(next, [field], translateIssue).then((found) => setErrors((was) => ({ ...was, [field]: found[field] })));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const found = await checkLogin(draft, LOGIN_FIELDS, translateIssue);
    setErrors(found);
    const firstInvalid = LOGIN_FIELDS.find((field) => found[field]);
    if (firstInvalid) form.current?.querySelector<HTMLElement>(`#${firstInvalid}`)?.focus();
    else login.mutate(draft);
  };

  const invalid = (field: LoginField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}_help` } : {});
  return (
    <AuthFrame title={t('login.title')}>
      <form ref={form} className="kg-form" noValidate onSubmit={(event) => void submit(event)} data-testid="login-form">
        {failure && (
          <div role="alert" className="kg-alert" data-testid="login-error">
            <Icon name="closeCircle" className="kg-alert__icon" />
            <div className="kg-alert__message">{failure}</div>
          </div>
        )}
        <AuthField id="appType" label={t('login.appType')} error={errors.appType}>
          <span className="kg-input kg-select">
            <select
              id="appType"
              value={draft.appType}
              onChange={(event) => change('appType', Number(event.target.value) as AppType)}
              {...invalid('appType')}
              data-testid="login-app-type"
            >
              {LOGIN_APP_TYPES.map((value) => (
                <option key={value} value={value} data-testid={`login-app-type-option-${value}`}>
                  {t(`appType.${APP_TYPES[value].key}`)}
                </option>
              ))}
            </select>
            <Icon name="down" className="kg-select__arrow" />
          </span>
        </AuthField>
        <AuthField id="userName" label={t('login.userName')} error={errors.userName}>
          <span className="kg-input">
            <Icon name="user" className="kg-input__prefix" />
            <input
              id="userName"
              value={draft.userName}
              onChange={(event) => change('userName', event.target.value)}
              maxLength={USER_NAME_MAX}
              autoComplete="username"
              placeholder={t('login.userNamePlaceholder')}
              {...invalid('userName')}
              data-testid="login-username"
            />
          </span>
        </AuthField>
        <AuthField id="password" label={t('login.password')} error={errors.password}>
          <span className="kg-input">
            <Icon name="lock" className="kg-input__prefix" />
            <input
              id="password"
              type={passwordShown ? 'text' : 'password'}
              value={draft.password}
              onChange={(event) => change('password', event.target.value)}
              maxLength={LOGIN_PASSWORD_MAX}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              {...invalid('password')}
              data-testid="login-password"
            />
            {/* Out of the tab order as antd's eye is: the fields and the button follow each other. */}
            <button
              type="button"
              tabIndex={-1}
              className="kg-input__suffix"
              aria-label={passwordShown ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown((shown) => !shown)}
              data-testid="login-password-toggle"
            >
              <Icon name={passwordShown ? 'eye' : 'eyeInvisible'} />
            </button>
          </span>
        </AuthField>
        <button
          type="submit"
          className={
            login.isPending ? 'kg-button kg-button--primary kg-button--large kg-button--block kg-button--loading' : 'kg-button kg-button--primary kg-button--large kg-button--block'
          }
          aria-busy={login.isPending}
          data-testid="login-submit"
        >
          {login.isPending && <Icon name="loading" className="kg-icon--spin" />}
          <span>{buttonText(t('login.submit'))}</span>
        </button>
        <div className="kg-form__after">
          <Link to={PATHS.changePsd} className="kg-link" data-testid="login-change-password">
            {t('login.changePassword')}
          </Link>
        </div>
      </form>
    </AuthFrame>
  );
}
