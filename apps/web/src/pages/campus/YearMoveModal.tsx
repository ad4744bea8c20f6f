import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Flex, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { campusApi } from '../../api/campus';
import { type ResourceRecord } from '../../api/resource-api';
import { LoadError } from '../../components/LoadError';
import { DataTable } from '../../components/table/DataTable';

export type YearMove = 'promote' | 'graduate';

export interface YearMoveModalProps {
  move: YearMove;
  grade: ResourceRecord | null;
  onClose: () => void;
}

/** Everything a year move changes (classes, children, grades) is stale afterwards. */
const STALE = [
  ['resource', 'grade'],
  ['resource', 'class'],
  ['resource', 'student'],
];

/**
 * Promote or graduate a grade (spec section 4): shows who moves, asks for confirmation with its own
 * button, then acts; the server's refusals (no higher grade, grade empty) show as it words them.
 */
export function YearMoveModal({ move, grade, onClose }: YearMoveModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const gradeId = grade?.id ?? '';
  const gradeName = String(grade?.gradeName ?? '');

  const promotion = useQuery({
    queryKey: ['campus', 'promotePreview', gradeId],
    queryFn: ({ signal }) => campusApi.promotePreview(gradeId, signal),
    enabled: Boolean(grade) && move === 'promote',
    gcTime: 0,
  });
  const graduation = useQuery({
    queryKey: ['campus', 'graduatePreview', gradeId],
    queryFn: ({ signal }) => campusApi.graduatePreview(gradeId, signal),
    enabled: Boolean(grade) && move === 'graduate',
    gcTime: 0,
  });
  const preview = move === 'promote' ? promotion : graduation;

  const act = useMutation({
    mutationFn: async (): Promise<{ txt: string }> => (move === 'promote' ? campusApi.promote(gradeId) : campusApi.graduate(gradeId)),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      for (const key of STALE) void queryClient.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (error) => void message.error(isApiError(error) ? error.txt : t('common.network.offline')),
  });

  const blocked =
    move === 'promote' ? !promotion.data || !promotion.data.nextGrade || promotion.data.classes.length === 0 : !graduation.data || graduation.data.students.length === 0;

  let body;
  if (preview.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin />
      </Flex>
    );
  } else if (preview.isError) {
    body = <LoadError error={preview.error} onRetry={() => void preview.refetch()} retrying={preview.isFetching} />;
  } else if (move === 'promote' && promotion.data) {
    const { nextGrade, classes } = promotion.data;
    body = (
      <Flex vertical gap={12}>
        {!nextGrade ? (
          <Alert type="warning" showIcon title={t('campus.grade.noNextGrade', { grade: gradeName })} data-testid="year-move-blocked" />
        ) : classes.length === 0 ? (
          <Alert type="warning" showIcon title={t('campus.grade.noClasses')} data-testid="year-move-blocked" />
        ) : (
          <Typography.Text>{t('campus.grade.promoteIntro', { from: gradeName, to: nextGrade.gradeName })}</Typography.Text>
        )}
        {classes.length > 0 && (
          <DataTable
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={classes}
            columns={[
              { key: 'className', dataIndex: 'className', title: t('campus.grade.className') },
              { key: 'students', dataIndex: 'students', title: t('campus.grade.students'), width: 120 },
            ]}
            data-testid="year-move-preview"
          />
        )}
      </Flex>
    );
  } else if (graduation.data) {
    const { students } = graduation.data;
    body = (
      <Flex vertical gap={12}>
        {students.length === 0 ? (
          <Alert type="warning" showIcon title={t('campus.grade.nobody')} data-testid="year-move-blocked" />
        ) : (
          <Typography.Text>{t('campus.grade.graduateIntro', { grade: gradeName, count: students.length })}</Typography.Text>
        )}
        {students.length > 0 && (
          <DataTable
            size="small"
            rowKey="id"
            dataSource={students}
            pagination={students.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { key: 'studentNumber', dataIndex: 'studentNumber', title: t('campus.grade.studentNumber') },
              { key: 'name', dataIndex: 'name', title: t('campus.grade.name') },
              { key: 'className', dataIndex: 'className', title: t('campus.grade.className') },
            ]}
            data-testid="year-move-preview"
          />
        )}
      </Flex>
    );
  }

  return (
    <Modal
      open={Boolean(grade)}
      title={t(move === 'promote' ? 'campus.grade.promoteTitle' : 'campus.grade.graduateTitle', { grade: gradeName })}
      width={640}
      onCancel={onClose}
      onOk={() => act.mutate()}
      okText={t(move === 'promote' ? 'campus.grade.promoteOk' : 'campus.grade.graduateOk')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ disabled: blocked, loading: act.isPending, danger: move === 'graduate', 'data-testid': 'year-move-ok' }}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="year-move-modal"
    >
      {body}
    </Modal>
  );
}
