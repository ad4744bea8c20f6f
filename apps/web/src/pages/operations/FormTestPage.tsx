import { Card, Col, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { formSampleEntity } from './form-sample';

/**
 * The form components' test page (spec section 2's `atomDebugger`, componentUrl 'operations/atomDebugger'),
 * the partner of the chart page (`atomTest`): a sample declaration with a field of every kind the entity
 * declarations use (form-sample.ts), drawn by the product's own form as any entity's is, its checks and
 * their messages in the reader's language on save, and beside it the body a save would send (money in
 * fen, dates as the server takes them). Nothing reaches the server but the pickers' and uploads' calls;
 * Cancel empties the form.
 */
export function FormTestPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<Record<string, unknown> | null>(null);
  // A new round of the form after Cancel: its fields back to their defaults.
  const [round, setRound] = useState(0);
  return (
    <div data-testid="form-test-page">
      <Typography.Paragraph type="secondary">{t('formTest.hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card title={t('formTest.form')}>
            <ResourceForm
              key={round}
              entity={formSampleEntity}
              open
              container="inline"
              send={setSent}
              onClose={() => {
                setSent(null);
                setRound((n) => n + 1);
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={t('formTest.sent')} data-testid="form-test-sent">
            {sent ? (
              <pre data-testid="form-test-sent-json" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {JSON.stringify(sent, null, 2)}
              </pre>
            ) : (
              <Typography.Text type="secondary">{t('formTest.nothingSent')}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
