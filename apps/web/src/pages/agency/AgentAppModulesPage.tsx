import { APP_MODULES, type AppModule, kigBaseEndpoints } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { kigBaseApi } from '../../api/kig-base';
import { useCanCall } from '../../components/access/declared-access';
import { LoadError } from '../../components/LoadError';

const KEY = ['agentAppModules'] as const;
type Choice = 'follow' | 'on' | 'off';

/**
 * An agent's default parents' app functions for its kindergartens (AgentAPPModuleConfig): each module
 * on, off, or as the platform decides; a kindergarten's own choice comes before it.
 */
export function AgentAppModulesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const modules = useQuery({ queryKey: KEY, queryFn: kigBaseApi.agentModules });
  if (modules.error) return <LoadError error={modules.error} onRetry={() => void modules.refetch()} />;
  if (!modules.data) return null;
  const { appModules, platform } = modules.data;
  const editable = canCall(kigBaseEndpoints.saveAgentAppModules);
  const choose = async (module: AppModule, choice: Choice) => {
    try {
      const answer = await kigBaseApi.saveAgentModules({ [module]: choice === 'follow' ? null : choice === 'on' });
      queryClient.setQueryData(KEY, answer.data);
      message.success(answer.txt);
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    }
  };
  return (
    <Card title={t('kigBase.appModules.agentTitle')} data-testid="agent-app-modules">
      <Typography.Paragraph type="secondary">{t('kigBase.appModules.order')}</Typography.Paragraph>
      <Flex vertical gap={8}>
        {APP_MODULES.map((m) => {
          const own = appModules[m];
          return (
            <Flex key={m} gap={12} align="center" wrap>
              <span style={{ minWidth: 160 }}>{t(`appModule.${m}`)}</span>
              <Select<Choice>
                value={own === undefined ? 'follow' : own ? 'on' : 'off'}
                style={{ width: 180 }}
                disabled={!editable}
                aria-label={t(`appModule.${m}`)}
                onChange={(choice) => void choose(m, choice)}
                options={[
                  { value: 'follow', label: t('kigBase.appModules.followPlatform') },
                  { value: 'on', label: t('kigBase.appModules.on') },
                  { value: 'off', label: t('kigBase.appModules.off') },
                ]}
              />
              <Tag>{t('kigBase.appModules.platform', { state: platform[m] ? t('kigBase.appModules.shown') : t('kigBase.appModules.hidden') })}</Tag>
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
