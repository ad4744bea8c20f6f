import { Flex, Typography } from 'antd';
import { type ReactNode, useId } from 'react';

export interface LabeledControlProps {
  label: ReactNode;
  /** The control, given the id its label points at (a Select's or a DatePicker's `id` reaches its input). */
  children: (id: string) => ReactNode;
  gap?: number;
}

/**
 * A control outside a form (a report's filters, a toolbar's picker) with its visible label tied to it:
 * the label names the control for a screen reader (a Select's placeholder does not) and focuses it
 * when clicked.
 */
export function LabeledControl({ label, children, gap = 8 }: LabeledControlProps) {
  const id = useId();
  return (
    <Flex align="center" gap={gap}>
      <Typography.Text>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      {children(id)}
    </Flex>
  );
}
