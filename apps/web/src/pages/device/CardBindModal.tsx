import { type CardHolder, cardBindSchema, type PersonKind } from '@kg/domain';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { translateKey } from '../../i18n';
import { useBindCard } from './useBindCard';

/** Label keys of the kinds of card holder. */
export const PERSON_KIND_KEYS = { student: 'device.card.kinds.student', teacher: 'device.card.kinds.teacher' } as const satisfies Record<PersonKind, string>;

/** Binds a card number to a person, or changes it; a number already someone else's shows under the input. */
export function CardBindModal({ holder, onClose }: { holder: CardHolder | null; onClose: () => void }) {
  return holder ? <BindBody key={`${holder.personKind}-${holder.personId}`} holder={holder} onClose={onClose} /> : null;
}

function BindBody({ holder, onClose }: { holder: CardHolder; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ cardNo: string }>();
  const bind = useBindCard({
    onSuccess: onClose,
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (!applyFieldErrors(form, error.fieldErrors)) form.setFields([{ name: 'cardNo', errors: [error.txt] }]);
    },
  });
  const changing = Boolean(holder.cardNo);

  return (
    <Modal
      open
      title={t(changing ? 'device.card.changeTitle' : 'device.card.bindTitle', { name: holder.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('resource.actions.save')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: bind.isPending, 'data-testid': 'card-bind-submit' }}
    >
      {changing && <Typography.Paragraph type="secondary">{t('device.card.currentCard', { cardNo: holder.cardNo })}</Typography.Paragraph>}
      <Form
        form={form}
        layout="vertical"
        name="card-bind"
        data-testid="card-bind-modal"
        disabled={bind.isPending}
        onFinish={({ cardNo }) => bind.mutate({ personKind: holder.personKind, personId: holder.personId, cardNo: cardNo.trim() })}
      >
        <Form.Item
          name="cardNo"
          label={t('device.card.cardNo')}
          rules={[
            { required: true, whitespace: true, message: t('device.card.cardRequired') },
            {
              validator: async (_rule, value: unknown) => {
                const result = cardBindSchema.shape.cardNo.safeParse(value);
                if (!result.success) throw new Error(translateKey(result.error.issues[0]?.message ?? 'validation.invalid'));
              },
            },
          ]}
        >
          <Input maxLength={32} autoFocus autoComplete="off" data-testid="card-bind-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
