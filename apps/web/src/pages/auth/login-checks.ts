import type { AppType } from '@kg/domain';
import { fieldIssue, type IssueTranslator } from '../../components/form/zod-rule';

/** The sign-in form as typed: the system is chosen in a list that starts on one. */
export interface LoginDraft {
  appType: AppType;
  userName: string;
  password: string;
}

export type LoginField = keyof LoginDraft;

/** In the order the form shows them (the first with an error takes the focus). */
export const LOGIN_FIELDS = ['appType', 'userName', 'password'] as const satisfies readonly LoginField[];

export type LoginErrors = Partial<Record<LoginField, string>>;

// The sign-in screen is drawn without zod: the shared schema (and zod with it) is fetched at the first check.
const loginSchema = () => import('@kg/domain/auth').then((m) => m.loginBodySchema);

/** The shared schema's complaint about each field asked (the server's rules, spec section 7), as text. */
export async function checkLogin(draft: LoginDraft, fields: readonly LoginField[], translate: IssueTranslator): Promise<LoginErrors> {
  const schema = await loginSchema();
  const errors: LoginErrors = {};
  for (const field of fields) {
    const issue = fieldIssue(schema, draft, field);
    if (issue) errors[field] = translate(issue.message, issue.params);
  }
  return errors;
}
