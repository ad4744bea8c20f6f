import { ThunderboltOutlined } from '@ant-design/icons';
import { classEntity, growthReportEntity, healthEndpoints, termEntity } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Progress, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { growthApi, growthKeys } from '../../api/growth';
import { type ResourceRecord, resourceApi, resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { LabeledControl } from '../../components/LabeledControl';
import { RefSelect } from '../../components/resource/RefSelect';
import { enumLabel } from '../../components/resource/labels';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { todayString } from '../../components/report/period';
import { ChooseKindergarten, LoadingCard } from '../../components/report/ReportFrame';
import { KindergartenPicker } from '../../components/report/ReportPickers';
import { useKindergartenChoice } from '../../components/report/useKindergartenChoice';
import { GrowthReportDrawer } from './GrowthReportDrawer';
import { defaultTerm, generateBody, GROWTH_POLL_MS, progressPercent, stillGenerating } from './growth-format';

const STATUS_COLORS: Record<string, string> = { generated: 'success', generating: 'processing', failed: 'error', notGenerated: 'default' };

function statusCell(record: ResourceRecord) {
  const status = String(record.status ?? 'notGenerated');
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} title={status === 'failed' && typeof record.error === 'string' ? record.error : undefined}>
      {enumLabel(growthReportEntity, 'status', status)}
    </Tag>
  );
}

/**
 * Health -> Growth reports (componentUrl 'health/growth'): a term's reports of a kindergarten's
 * children; generating them (a class's or the whole kindergarten's) runs in the background, its
 * progress polled while anything is being written; a written report opens in a drawer to read and print.
 */
export function GrowthReportPage() {
  const choice = useKindergartenChoice();
  return (
    <Flex vertical gap={16} data-testid="growth-page">
      {choice.scope?.kind === 'group' && (
        <Card size="small">
          <KindergartenPicker choice={choice} />
        </Card>
      )}
      {!choice.scope ? (
        <LoadingCard />
      ) : !choice.ready || !choice.current ? (
        <ChooseKindergarten />
      ) : (
        // A new kindergarten starts afresh: its terms and classes are its own.
        <GrowthWorkspace key={choice.current} kigId={choice.kigId} current={choice.current} />
      )}
    </Flex>
  );
}

interface WorkspaceProps {
  /** What the calls send as `kigId` (a group's choice; nothing for a kindergarten account). */
  kigId: string | undefined;
  /** The kindergarten shown, to limit the pickers and the list to it. */
  current: string;
}

function GrowthWorkspace({ kigId, current }: WorkspaceProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string | undefined>();
  const [classId, setClassId] = useState<string | undefined>();
  const [viewing, setViewing] = useState<ResourceRecord | null>(null);

  // The kindergarten's terms as the picker labels them.
  const termFilters = { kigId: current };
  const terms = useQuery({
    queryKey: resourceKeys.options(termEntity, { filters: termFilters }),
    queryFn: ({ signal }) => resourceApi(termEntity).options({ filters: termFilters }, signal),
  });
  // Their dates, to open on the term of today (the latest may be next term, set up in advance).
  const termListBody = { kigId: current, pageNumber: 1, pageSize: 100 };
  const termList = useQuery({
    queryKey: resourceKeys.list(termEntity, termListBody),
    queryFn: ({ signal }) => resourceApi(termEntity).list(termListBody, signal),
  });
  const termId =
    picked ??
    defaultTerm(
      (termList.data?.records ?? []).map((r) => ({ id: r.id, beginDate: String(r.beginDate), endDate: String(r.endDate) })),
      todayString(),
    );
  const termLabel = terms.data?.find((o) => o.value === termId)?.label;

  const progressQuery = { kigId, termId: termId ?? '' };
  const progress = useQuery({
    queryKey: growthKeys.progress(progressQuery),
    queryFn: ({ signal }) => growthApi.progress(progressQuery, signal),
    enabled: Boolean(termId),
    staleTime: 0,
    // Asked every 2 s while reports are being written, and no more once none is.
    refetchInterval: (query) => (stillGenerating(query.state.data) ? GROWTH_POLL_MS : false),
  });
  const generating = stillGenerating(progress.data);

  // When the writing ends, the list shows the new states.
  const wasGenerating = useRef(false);
  useEffect(() => {
    if (wasGenerating.current && !generating) void queryClient.invalidateQueries({ queryKey: resourceKeys.all(growthReportEntity) });
    wasGenerating.current = generating;
  }, [generating, queryClient]);

  const generate = useMutation({
    mutationFn: () => growthApi.generate(generateBody({ kigId, termId: termId!, classId })),
    onSuccess: async (answer) => {
      message.success(t('healthScreens.growth.started', { count: answer.data.total }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: growthKeys.progress(progressQuery) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all(growthReportEntity) }),
      ]);
    },
    onError: (error) => message.error(isApiError(error) ? error.message : t('common.network.offline')),
  });
  const confirmGenerate = () =>
    modal.confirm({
      title: t('healthScreens.growth.generateTitle'),
      content: classId ? t('healthScreens.growth.generateClass') : t('healthScreens.growth.generateAll'),
      okText: t('healthScreens.growth.generate'),
      okButtonProps: { 'data-testid': 'growth-generate-ok' },
      cancelText: t('common.actions.cancel'),
      onOk: () => generate.mutateAsync().catch(() => undefined),
    });

  const done = (progress.data?.generated ?? 0) + (progress.data?.failed ?? 0);
  const failed = progress.data?.failed ?? 0;

  return (
    <>
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex wrap gap={16} align="center">
            <LabeledControl label={t('healthScreens.growth.term')}>
              {(id) => (
                <div style={{ width: 200 }}>
                  <RefSelect
                    id={id}
                    target={termEntity}
                    filters={termFilters}
                    value={termId ?? null}
                    labels={termLabel}
                    onChange={(value) => setPicked(typeof value === 'string' && value ? value : undefined)}
                    placeholder={t('healthScreens.growth.chooseTerm')}
                    data-testid="growth-term"
                  />
                </div>
              )}
            </LabeledControl>
            <LabeledControl label={t('healthScreens.growth.className')}>
              {(id) => (
                <div style={{ width: 200 }}>
                  <RefSelect
                    id={id}
                    target={classEntity}
                    filters={{ kigId: current }}
                    value={classId ?? null}
                    onChange={(value) => setClassId(typeof value === 'string' && value ? value : undefined)}
                    placeholder={t('healthScreens.growth.allClasses')}
                    data-testid="growth-class"
                  />
                </div>
              )}
            </LabeledControl>
            {canCall(healthEndpoints.generateGrowth) && (
              <Button
                type="primary"
                icon={<ThunderboltOutlined />}
                disabled={!termId || generating}
                loading={generate.isPending}
                onClick={confirmGenerate}
                data-testid="growth-generate"
              >
                {t('healthScreens.growth.generate')}
              </Button>
            )}
          </Flex>
          {generating && progress.data && (
            <div data-testid="growth-progress">
              <Typography.Text type="secondary">{t('healthScreens.growth.progress', { done, total: progress.data.total })}</Typography.Text>
              <Progress percent={progressPercent(progress.data)} status="active" />
            </div>
          )}
          {!generating && failed > 0 && <Typography.Text type="danger">{t('healthScreens.growth.failed', { count: failed })}</Typography.Text>}
        </Flex>
      </Card>
      {!termId ? (
        termList.isPending ? (
          <LoadingCard />
        ) : (
          <Card>
            <Empty description={t('healthScreens.growth.chooseTerm')} />
          </Card>
        )
      ) : (
        <ResourcePage
          key={`${termId}#${classId ?? ''}`}
          entity={growthReportEntity}
          fixedFilters={{ kigId: current, termId, ...(classId ? { classId } : {}) }}
          hiddenColumns={['kigId', 'termId']}
          renderCell={{ status: statusCell }}
          rowActions={(record) => (record.status === 'generated' ? [{ key: 'viewReport', label: t('healthScreens.growth.view'), onClick: () => setViewing(record) }] : [])}
        />
      )}
      <GrowthReportDrawer record={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
