import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { ApiAnswer } from '../../api/client';
import { applyFieldErrors } from './apply-field-errors';

/**
 * A dialog's form sent as every dialog sends it: `saving` while the call is on its way; then the answer's
 * message (or `said`'s) and `done` (close, read again); a refusal's field errors under their fields, or
 * its message when none is the form's; the network's message when the server did not answer.
 */
export function useFormSubmit(form: FormInstance) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const submit = async <T>(call: () => Promise<ApiAnswer<T>>, done: () => unknown, said?: (answer: ApiAnswer<T>) => string) => {
    setSaving(true);
    try {
      const answer = await call();
      message.success(said ? said(answer) : answer.txt || t('resource.done'));
      await done();
    } catch (error) {
      if (!isApiError(error)) message.error(t('common.network.offline'));
      else if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.txt);
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
