import { classEntity, CODE_PATTERN } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { campusApi } from '../../api/campus';
import type { ResourceRecord } from '../../api/resource-api';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { DATE_FORMAT } from '../../components/resource/dates';
import { RefSelect } from '../../components/resource/RefSelect';

interface AdmitValues {
  classId: string | null;
  studentNumber: string;
  enrolDate: Dayjs | null;
}

/** The statuses an application may be admitted from (spec section 4). */
export const ADMITTABLE = ['pending', 'following', 'preAdmitted'];

/** Admits an application: a class of its kindergarten, a student number and the enrolment date; the server creates the child. */
export function AdmitModal({ enrollment, onClose }: { enrollment: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AdmitValues>();

  const admit = useMutation({
    mutationFn: (values: AdmitValues) =>
      campusApi.admit({
        id: enrollment!.id,
        classId: values.classId ?? '',
        studentNumber: values.studentNumber.trim(),
        enrolDate: values.enrolDate!.format('YYYY-MM-DD'),
      }),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: ['resource', 'enrollment'] });
      void queryClient.invalidateQueries({ queryKey: ['resource', 'student'] });
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (!applyFieldErrors(form, error.fieldErrors)) void message.error(error.txt);
    },
  });

  const name = String(enrollment?.childName ?? '');
  const required = (field: string) => ({ required: true, message: t('campus.enrollment.required', { field }) });
  return (
    <Modal
      open={Boolean(enrollment)}
      title={t('campus.enrollment.admitTitle', { name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('campus.enrollment.admit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: admit.isPending, 'data-testid': 'admit-ok' }}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="admit-modal"
    >
      {enrollment && (
        <Form<AdmitValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ classId: null, studentNumber: '', enrolDate: dayjs() }}
          onFinish={(v) => admit.mutate(v)}
        >
          <Form.Item name="classId" label={t('campus.enrollment.classId')} rules={[required(t('campus.enrollment.classId'))]}>
            <RefSelect target={classEntity} filters={{ kigId: String(enrollment.kigId ?? '') }} data-testid="admit-class" />
          </Form.Item>
          <Form.Item
            name="studentNumber"
            label={t('campus.enrollment.studentNumber')}
            rules={[required(t('campus.enrollment.studentNumber')), { pattern: CODE_PATTERN, message: t('campus.enrollment.codeFormat') }]}
          >
            <Input maxLength={32} data-testid="admit-number" />
          </Form.Item>
          <Form.Item name="enrolDate" label={t('campus.enrollment.enrolDate')} rules={[required(t('campus.enrollment.enrolDate'))]}>
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
