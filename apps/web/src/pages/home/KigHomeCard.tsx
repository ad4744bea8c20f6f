import type { KigHomeCardData } from '@kg/domain';
import { Alert, Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { translateKey } from '../../i18n';
import { figureHref } from './home-links';
import { FigureValue } from './TodayPanel';

/** One card of kigHome: its figures (each opening its screen), or the day's meals, and a link to its screen. */
export function KigHomeCard({ card }: { card: KigHomeCardData }) {
  const { t } = useTranslation();
  const href = figureHref(card.link, useMenuEntries());
  return (
    <Card
      size="small"
      title={translateKey(`kigHome.cards.${card.key}`)}
      extra={
        href && (
          <Link to={href} data-testid={`kig-home-open-${card.key}`}>
            {t('kigHome.open')}
          </Link>
        )
      }
      style={{ height: '100%' }}
      data-testid={`kig-home-card-${card.key}`}
    >
      <Flex vertical gap={12}>
        {card.note && <Alert type="info" showIcon title={translateKey(`kigHome.notes.${card.note}`)} data-testid={`kig-home-note-${card.key}`} />}
        {card.figures.length > 0 && (
          <Row gutter={[12, 12]}>
            {card.figures.map((f) => (
              <Col key={f.key} xs={12} sm={8}>
                <FigureValue figure={f} testId={`kig-home-figure-${card.key}-${f.key}`} />
              </Col>
            ))}
          </Row>
        )}
        {card.meals && card.meals.length > 0 && (
          <dl style={{ margin: 0 }} data-testid="kig-home-meals">
            {card.meals.map((m) => (
              <Flex key={m.meal} gap={8} wrap>
                <dt style={{ minWidth: 72 }}>
                  <Typography.Text type="secondary">{translateKey(`meals.meal.${m.meal}`)}</Typography.Text>
                </dt>
                <dd style={{ margin: 0 }} data-testid={`kig-home-meal-${m.meal}`}>
                  {m.name}
                </dd>
              </Flex>
            ))}
          </dl>
        )}
      </Flex>
    </Card>
  );
}
