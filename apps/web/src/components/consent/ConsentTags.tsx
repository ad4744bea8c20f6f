import { CONSENT_PURPOSES, type ConsentState, type ConsentStates } from '@kg/domain';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ConsentState, string> = { given: 'success', withdrawn: 'error', none: 'warning' };

/** A child's consent state for each purpose, as tags ('Photos: Given', 'Checks: Not given'). */
export function ConsentTags({ states }: { states: ConsentStates | undefined }) {
  const { t } = useTranslation();
  if (!states) return <>-</>;
  return (
    <Space size={[4, 4]} wrap data-testid="consent-tags">
      {CONSENT_PURPOSES.map((purpose) => (
        <Tag key={purpose} color={COLORS[states[purpose]]} style={{ marginInlineEnd: 0 }} data-purpose={purpose} data-state={states[purpose]}>
          {t('punctuation.labelled', { label: t(`campus.consent.${purpose}`), value: t(`consent.state.${states[purpose]}`) })}
        </Tag>
      ))}
    </Space>
  );
}
