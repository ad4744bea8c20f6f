import { APP_MODULES, type AppModule, kigBaseEndpoints, kigBaseEntity, type KigSetting } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { kigBaseApi } from '../../api/kig-base';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { useCanCall } from '../../components/access/declared-access';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { LoadError } from '../../components/LoadError';
import { FieldInput } from '../../components/resource/FieldInput';
import { ChangeHeadPhoneButton } from '../../components/sms/ChangeHeadPhoneButton';
import { fieldLabel } from '../../components/resource/labels';

const SETTING_KEY = ['kigSetting'] as const;
const f = kigBaseEntity.fields;
// The zones the browser knows; the server checks the zone again.
const ZONES = Intl.supportedValuesOf('timeZone').map((z) => ({ value: z, label: z }));
type Choice = 'follow' | 'on' | 'off';

/** Its profile, photo and time zone, saved at the version read. */
function ProfileCard({ setting }: { setting: KigSetting }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editable = canCall(kigBaseEndpoints.saveKigSetting);
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const answer = await kigBaseApi.saveSetting({ ...values, updatedAt: setting.updatedAt } as Parameters<typeof kigBaseApi.saveSetting>[0]);
      queryClient.setQueryData(SETTING_KEY, answer.data);
      message.success(answer.txt);
    } catch (error) {
      if (!isApiError(error)) message.error(t('common.network.offline'));
      else if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.txt);
    } finally {
      setSaving(false);
    }
  };
  const field = (name: 'name' | 'contactName' | 'areaCode' | 'address' | 'website' | 'photo') => (
    <Form.Item name={name} label={fieldLabel(kigBaseEntity, name)} rules={name === 'name' ? [{ required: true, message: t('kigBase.setting.required') }] : []}>
      <FieldInput entity={kigBaseEntity} name={name} field={f[name]} disabled={!editable} />
    </Form.Item>
  );
  return (
    <Card title={t('kigBase.setting.profile')} size="small">
      <Form form={form} layout="vertical" initialValues={setting} onFinish={save} style={{ maxWidth: 560 }} data-testid="kig-setting-form">
        <Form.Item label={fieldLabel(kigBaseEntity, 'code')}>
          <Typography.Text>{setting.code}</Typography.Text>
        </Form.Item>
        {field('name')}
        {field('contactName')}
        <Form.Item label={fieldLabel(kigBaseEntity, 'contactPhone')} extra={t('kigBase.setting.phoneByCode')}>
          <Flex gap={12} align="center" wrap>
            <Typography.Text data-testid="kig-head-phone">{setting.contactPhone ?? '-'}</Typography.Text>
            <ChangeHeadPhoneButton onChanged={() => void queryClient.invalidateQueries({ queryKey: SETTING_KEY })} />
          </Flex>
        </Form.Item>
        {(['platformServiceEnd', 'videoServiceEnd', 'morningCheckServiceEnd'] as const).map((name) => (
          <Form.Item key={name} label={fieldLabel(kigBaseEntity, name)}>
            <Typography.Text data-testid={`kig-${name}`}>{setting[name] ?? '-'}</Typography.Text>
          </Form.Item>
        ))}
        {field('areaCode')}
        {field('address')}
        {field('website')}
        {field('photo')}
        <Form.Item name="timeZone" label={t('kigBase.setting.timeZone')} rules={[{ required: true, message: t('kigBase.setting.required') }]}>
          <Select showSearch options={ZONES} disabled={!editable} data-testid="kig-time-zone" />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="kig-setting-save">
            {t('kigBase.setting.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** Which modules its parents' app shows: its own choice, or as its agent or the platform decide. */
function AppModulesCard({ setting }: { setting: KigSetting }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const editable = canCall(kigBaseEndpoints.saveKigAppModules);
  const choose = async (module: AppModule, choice: Choice) => {
    try {
      const answer = await kigBaseApi.saveAppModules({ [module]: choice === 'follow' ? null : choice === 'on' });
      queryClient.setQueryData(SETTING_KEY, answer.data);
      message.success(answer.txt);
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    }
  };
  return (
    <Card title={t('kigBase.appModules.title')} size="small" data-testid="kig-app-modules">
      <Typography.Paragraph type="secondary">{t('kigBase.appModules.order')}</Typography.Paragraph>
      <Flex vertical gap={8}>
        {APP_MODULES.map((m) => {
          const own = setting.appModules[m];
          const value: Choice = own === undefined ? 'follow' : own ? 'on' : 'off';
          return (
            <Flex key={m} gap={12} align="center" wrap>
              <span style={{ minWidth: 160 }}>{t(`appModule.${m}`)}</span>
              <Select<Choice>
                value={value}
                style={{ width: 180 }}
                disabled={!editable}
                aria-label={t(`appModule.${m}`)}
                onChange={(choice) => void choose(m, choice)}
                options={[
                  { value: 'follow', label: t('kigBase.appModules.follow') },
                  { value: 'on', label: t('kigBase.appModules.on') },
                  { value: 'off', label: t('kigBase.appModules.off') },
                ]}
              />
              <Tag color={setting.effectiveModules[m] ? 'green' : 'default'}>{setting.effectiveModules[m] ? t('kigBase.appModules.shown') : t('kigBase.appModules.hidden')}</Tag>
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}

/** Its machines' terminal account's new password (kigCampusChangePsd). */
function TerminalPasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const save = async ({ password }: { password: string }) => {
    setSaving(true);
    try {
      message.success((await kigBaseApi.terminalPassword(password)).txt);
      form.resetFields();
    } catch (error) {
      if (!isApiError(error)) message.error(t('common.network.offline'));
      else if (!applyFieldErrors(form, error.fieldErrors)) message.error(error.txt);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('kigBase.terminal.title')} size="small">
      <Form form={form} layout="inline" onFinish={save}>
        <Form.Item name="password" label={t('kigBase.terminal.password')} rules={[{ required: true, message: t('kigBase.setting.required') }]}>
          <Input.Password autoComplete="new-password" data-testid="terminal-password" />
        </Form.Item>
        <Button htmlType="submit" loading={saving}>
          {t('kigBase.terminal.save')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * Kindergarten settings (kigBaseKigSetting; its parts answer `app-function` and `kigCampusChangePsd`):
 * the kindergarten's own profile and time zone, its parents' app functions, its machines' terminal
 * password; its timetable periods are the lesson periods' page, linked here, not copied.
 */
export function KigSettingPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const setting = useQuery({ queryKey: SETTING_KEY, queryFn: kigBaseApi.setting });
  const periodsPath = useMenuEntries().find((e) => !e.external && e.item.componentUrl === 'school/timetableSetting')?.path;
  if (setting.error) return <LoadError error={setting.error} onRetry={() => void setting.refetch()} />;
  if (!setting.data) return null;
  return (
    <Flex vertical gap={16} data-testid="kig-setting-page">
      <ProfileCard key={setting.data.updatedAt} setting={setting.data} />
      <AppModulesCard setting={setting.data} />
      {periodsPath && (
        <Card title={t('kigBase.periods.title')} size="small">
          <Link to={periodsPath}>{t('kigBase.periods.link')}</Link>
        </Card>
      )}
      {canCall(kigBaseEndpoints.changeTerminalPassword) && <TerminalPasswordCard />}
    </Flex>
  );
}
