import { Card, Col } from 'antd';
import type { ReactNode } from 'react';

export interface ChartCardProps {
  title: ReactNode;
  extra?: ReactNode;
  /** Alone in its row: the full width on a wide screen too (else half, two charts side by side). */
  alone?: boolean;
  /** The card's breakpoint for going half width: xl (default) or lg. */
  from?: 'lg' | 'xl';
  'data-testid'?: string;
  children: ReactNode;
}

/** A chart in its titled card, a column of a `<Row gutter={[16, 16]}>`: the full width on narrow screens, half on wide ones. */
export function ChartCard({ title, extra, alone, from = 'xl', 'data-testid': testId, children }: ChartCardProps) {
  return (
    <Col xs={24} {...{ [from]: alone ? 24 : 12 }}>
      <Card size="small" title={title} extra={extra} data-testid={testId}>
        {children}
      </Card>
    </Col>
  );
}
