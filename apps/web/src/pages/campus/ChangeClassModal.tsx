import { classEntity } from '@kg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Descriptions, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { campusApi } from '../../api/campus';
import type { Option, ResourceRecord } from '../../api/resource-api';
import { RefSelect } from '../../components/resource/RefSelect';

/** The current class of a student row, by its label. */
function classLabel(record: ResourceRecord): string {
  const label = record._labels?.classId;
  return (Array.isArray(label) ? label[0] : label) ?? '';
}

/**
 * Moves one child to another class of the same kindergarten (a year move of its own, not an edit):
 * pick the class, confirm, then POST /campus/student/changeClass.
 */
export function ChangeClassModal({ student, onClose }: { student: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ classId: string | null }>();
  const [target, setTarget] = useState<Option | null>(null);

  const move = useMutation({
    mutationFn: (classId: string) => campusApi.changeClass(student!.id, classId),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: ['resource', 'student'] });
      void queryClient.invalidateQueries({ queryKey: ['resource', 'class'] });
      onClose();
    },
    onError: (error) => void message.error(isApiError(error) ? error.txt : t('common.network.offline')),
  });

  const name = String(student?.name ?? '');
  const submit = ({ classId }: { classId: string | null }) => {
    if (!classId) return;
    modal.confirm({
      title: t('campus.student.changeClassTitle', { name }),
      content: t('campus.student.changeClassConfirm', { name, from: student ? classLabel(student) : '', to: target?.label ?? '' }),
      okText: t('resource.actions.confirm'),
      cancelText: t('common.actions.cancel'),
      okButtonProps: { 'data-testid': 'change-class-confirm' },
      onOk: () => move.mutateAsync(classId).catch(() => undefined),
    });
  };

  return (
    <Modal
      open={Boolean(student)}
      title={t('campus.student.changeClassTitle', { name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('campus.student.changeClass')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: move.isPending, 'data-testid': 'change-class-ok' }}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="change-class-modal"
    >
      {student && (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'student', label: t('campus.student.student'), children: t('punctuation.aside', { text: name, detail: String(student.studentNumber ?? '') }) },
              { key: 'current', label: t('campus.student.currentClass'), children: classLabel(student) || '-' },
            ]}
          />
          <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
            <Form.Item
              name="classId"
              label={t('campus.student.newClass')}
              rules={[
                { required: true, message: t('campus.student.pickClass') },
                {
                  validator: async (_, value) => {
                    if (value && value === student.classId) throw new Error(t('campus.student.sameClass'));
                  },
                },
              ]}
            >
              <ClassPicker kigId={String(student.kigId ?? '')} onPicked={setTarget} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}

/** A class picker of one kindergarten that also reports the chosen class's label. */
function ClassPicker(props: { kigId: string; onPicked: (o: Option | null) => void; value?: string | null; onChange?: (v: unknown) => void; id?: string }) {
  const { kigId, onPicked, ...control } = props;
  return <RefSelect {...control} target={classEntity} filters={{ kigId }} onPick={onPicked} data-testid="change-class-select" />;
}
