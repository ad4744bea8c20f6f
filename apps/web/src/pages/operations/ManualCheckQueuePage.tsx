import { CHECK_SESSIONS, type CheckSession, healthEndpoints, healthCheckEntity, type ManualCheckRow, organizationEntity } from '@kg/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Image, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { manualCheckApi, manualCheckKeys } from '../../api/manual-check';
import type { ResourceRecord } from '../../api/resource-api';
import { onApi } from '../../api/uploads';
import { PATHS } from '../../app/paths';
import { useCanCall } from '../../components/access/declared-access';
import { LabeledControl } from '../../components/LabeledControl';
import { TextDatePicker } from '../../components/TextDatePicker';
import { LoadError } from '../../components/LoadError';
import { isFutureDay } from '../../components/report/period';
import { KINDERGARTEN_OPTIONS } from '../../components/report/report-scope';
import { useReportParam } from '../../components/report/useReportParams';
import { formatDateValue } from '../../components/resource/dates';
import { renderFieldValue } from '../../components/resource/FieldValue';
import { enumLabel } from '../../components/resource/labels';
import { RefSelect } from '../../components/resource/RefSelect';
import { RowActions } from '../../components/resource/RowActions';
import { DataTable } from '../../components/table/DataTable';
import { ImageBox } from '../../components/upload/ImageBox';

const THUMB = 48;
const PAGE_SIZE = 20;
const isSession = (v: string | undefined): v is CheckSession => (CHECK_SESSIONS as readonly string[]).includes(v ?? '');

/**
 * Operations -> Manual check (componentUrl 'operations/manualCheck', issue 18): the checks of every
 * kindergarten waiting for a person's review, newest first, by kindergarten, day and session (kept in the
 * address). A check is reviewed on the spec's top-level page `manualCheckPhotoDetail` (the kindergarten's
 * own review: the same rules, version and audit); back here, a reviewed check is no longer listed.
 */
export function ManualCheckQueuePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCall = useCanCall();
  const [kigId, setKigId] = useReportParam('kigId');
  const [day, setDay] = useReportParam('date');
  const [sessionParam, setSession] = useReportParam('session');
  const session = isSession(sessionParam) ? sessionParam : undefined;
  const [pageNumber, setPageNumber] = useState(1);
  const query = { pageNumber, pageSize: PAGE_SIZE, kigId, day, session };
  const list = useQuery({
    queryKey: manualCheckKeys.list(query),
    queryFn: ({ signal }) => manualCheckApi.list(query, signal),
    placeholderData: keepPreviousData,
    // Back from a review, the queue is read again: the check reviewed has left it.
    refetchOnMount: 'always',
  });
  const mayReview = canCall(healthEndpoints.review);
  const filtered = (set: (v: string | undefined) => void) => (v: string | undefined) => {
    setPageNumber(1);
    set(v);
  };
  const field = (row: ManualCheckRow, name: 'session' | 'temperature' | 'reasons') =>
    renderFieldValue(healthCheckEntity, name, healthCheckEntity.fields[name], row as unknown as ResourceRecord);

  return (
    <Flex vertical gap={16} data-testid="ops-manual-check-page">
      <Card size="small">
        <Flex gap={16} wrap align="end">
          <LabeledControl label={t('opsManualCheck.kindergarten')}>
            {(id) => (
              <div style={{ width: 240 }}>
                <RefSelect
                  id={id}
                  target={organizationEntity}
                  filters={KINDERGARTEN_OPTIONS}
                  value={kigId ?? null}
                  onChange={(value) => filtered(setKigId)(typeof value === 'string' && value ? value : undefined)}
                  placeholder={t('opsManualCheck.allKindergartens')}
                  data-testid="ops-manual-check-kig"
                />
              </div>
            )}
          </LabeledControl>
          <LabeledControl label={t('opsManualCheck.day')}>
            {(id) => (
              <TextDatePicker
                id={id}
                value={day}
                disabledDate={(d) => isFutureDay(d)}
                onChange={filtered(setDay)}
                placeholder={t('opsManualCheck.anyDay')}
                data-testid="ops-manual-check-day"
              />
            )}
          </LabeledControl>
          <LabeledControl label={t('opsManualCheck.session')}>
            {(id) => (
              <Select<CheckSession>
                id={id}
                allowClear
                style={{ width: 160 }}
                value={session}
                onChange={(v) => filtered(setSession)(v)}
                placeholder={t('opsManualCheck.anySession')}
                options={CHECK_SESSIONS.map((s) => ({ value: s, label: enumLabel(healthCheckEntity, 'session', s) }))}
                data-testid="ops-manual-check-session"
              />
            )}
          </LabeledControl>
        </Flex>
      </Card>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <DataTable<ManualCheckRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('opsManualCheck.empty') }}
          data-testid="ops-manual-check-table"
          onRow={(r) => ({ 'data-student': r.studentName }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: pageNumber,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('opsManualCheck.total', { count: total }),
            onChange: setPageNumber,
          }}
          columns={[
            { key: 'kigName', title: t('opsManualCheck.kindergarten'), dataIndex: 'kigName' },
            { key: 'studentName', title: t('opsManualCheck.child'), dataIndex: 'studentName' },
            { key: 'className', title: t('opsManualCheck.className'), render: (_, r) => r.className ?? '' },
            { key: 'schoolDay', title: t('opsManualCheck.day'), dataIndex: 'schoolDay' },
            { key: 'session', title: t('opsManualCheck.session'), render: (_, r) => field(r, 'session') },
            { key: 'checkedAt', title: t('opsManualCheck.checkedAt'), render: (_, r) => formatDateValue(r.checkedAt, 'datetime') },
            { key: 'temperature', title: t('opsManualCheck.temperature'), render: (_, r) => field(r, 'temperature') },
            { key: 'reasons', title: t('opsManualCheck.reasons'), render: (_, r) => field(r, 'reasons') },
            {
              key: 'photos',
              title: t('opsManualCheck.photo'),
              render: (_, r) =>
                r.photos.length ? (
                  <Image.PreviewGroup>
                    <Flex gap={4}>
                      {r.photos.map((url, i) => (
                        <ImageBox key={`${url}-${i}`} path={url} src={onApi(url)} size={THUMB} />
                      ))}
                    </Flex>
                  </Image.PreviewGroup>
                ) : (
                  <Typography.Text type="secondary">
                    {r.photosWithheld ? enumLabel(healthCheckEntity, 'photosWithheld', r.photosWithheld) : t('opsManualCheck.noPhoto')}
                  </Typography.Text>
                ),
            },
            {
              key: 'actions',
              title: t('resource.table.actions'),
              fixed: 'right',
              render: (_, r) =>
                mayReview ? (
                  <RowActions actions={[{ key: 'review', label: t('opsManualCheck.review'), onClick: () => void navigate(`${PATHS.manualCheckPhotoDetail}?id=${r.id}`) }]} />
                ) : null,
            },
          ]}
        />
      )}
    </Flex>
  );
}
