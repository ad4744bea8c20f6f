import { mailboxLetterEntity } from '@kg/domain';
import { AppError } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { mailboxLetters } from './mailbox.table.js';

/** The letters, listed and exported by the generic calls; `close` only once answered (its reply is what the family reads). */
export const mailboxLetterResource: ResourceOptions = {
  entity: mailboxLetterEntity,
  table: mailboxLetters,
  hooks: {
    async beforeTransition(_tx, ctx, row, action) {
      if (action !== 'close') return;
      if (row.state !== 'answered') throw new AppError(422, 'school.mailbox.replyFirst');
      return { closedBy: ctx.userId, closedAt: new Date() };
    },
  },
};
