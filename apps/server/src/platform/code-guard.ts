import type { CodePurpose } from '@kg/domain';
import type { SessionContext } from './context.js';

/**
 * What the platform asks of the area that keeps verification codes (sms implements it, app.ts hands
 * it over): a protected generic call (an export of children's data) checks and spends a code.
 */
export interface CodeGuard {
  require(ctx: SessionContext, purpose: CodePurpose, code: string | undefined): Promise<void>;
}
