import { consentEntity, type ConsentDecision, type ConsentPurpose, CONSENT_TEXTS, currentConsentText, type PaperConsentBody, studentEntity } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { consentApi, consentKeys } from '../../api/consent';
import { enumOptions, fieldLabel } from '../../components/resource/labels';
import { RefSelect } from '../../components/resource/RefSelect';
import { ImageUpload } from '../../components/upload/ImageUpload';

/** Whom the form is for: a child already chosen (the child's drawer), or one to pick (the consent page). */
export interface ConsentRecordTarget {
  decision: ConsentDecision;
  student: { id: string; name: string } | null;
}

type Values = Omit<PaperConsentBody, 'decision'>;

/**
 * A guardian's decision entered from a signed paper form (a consent or a withdrawal): the purpose, the
 * guardian's name, the text version printed on the form and the form's scan (required).
 */
export function ConsentRecordModal({ target, onClose }: { target: ConsentRecordTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const purpose = Form.useWatch('purpose', form) ?? 'facePhotos';

  const save = useMutation({
    mutationFn: (values: Values) => consentApi.record({ ...values, studentId: target?.student?.id ?? values.studentId, decision: target!.decision }),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: consentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['resource', consentEntity.name] });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors.length) form.setFields(error.fieldErrors.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      else void message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    },
  });

  const name = target?.student?.name ?? '';
  const required = (field: string) => [{ required: true, message: t('campus.consent.required', { field }) }];
  const versions = CONSENT_TEXTS.filter((text) => text.purpose === purpose).map((text) => ({ value: text.version, label: text.version }));
  const label = (field: string) => fieldLabel(consentEntity, field);
  return (
    <Modal
      open={Boolean(target)}
      title={t(target?.decision === 'withdrawn' ? 'campus.consent.withdrawTitle' : 'campus.consent.recordTitle', { name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('resource.actions.save')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'consent-record-ok' }}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="consent-record-modal"
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ purpose: 'facePhotos', textVersion: currentConsentText('facePhotos').version }}
        onFinish={(values) => save.mutate(values)}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.purpose) form.setFieldValue('textVersion', currentConsentText(changed.purpose as ConsentPurpose).version);
        }}
      >
        {!target?.student && (
          <Form.Item name="studentId" label={t('campus.consent.student')} rules={[{ required: true, message: t('campus.consent.pickStudent') }]}>
            <RefSelect target={studentEntity} />
          </Form.Item>
        )}
        <Form.Item name="purpose" label={label('purpose')} rules={required(label('purpose'))}>
          <Select options={enumOptions(consentEntity, 'purpose')} data-testid="consent-purpose" />
        </Form.Item>
        <Form.Item name="guardianName" label={label('guardianName')} rules={required(label('guardianName'))}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="textVersion" label={label('textVersion')} rules={required(label('textVersion'))}>
          <Select options={versions} />
        </Form.Item>
        <Form.Item name="scanPath" label={label('scanPath')} extra={t('campus.consent.scanHint')} rules={required(label('scanPath'))}>
          <ImageUpload module="consent" kind="image" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
