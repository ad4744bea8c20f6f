// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../test/dom-harness';
import { DayField } from './report/ReportPickers';
import { TextRangePicker } from './TextDatePicker';

/** A report page that renders again on its own, as one does when its figures arrive or refresh. */
function LivePage({ tick, children }: { tick: number; children: ReactNode }) {
  const [, setRenders] = useState(0);
  useEffect(() => setRenders((n) => n + 1), [tick]);
  return <>{children}</>;
}

/** Types a day into a picker's input, as a person does after clicking it. */
function type(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('a day typed while the page renders again', () => {
  it("is the report's day once Enter is pressed", () => {
    const onChange = vi.fn();
    const page = (tick: number) => (
      <LivePage tick={tick}>
        <DayField label="Day" value="2026-11-27" onChange={onChange} testId="day" />
      </LivePage>
    );
    const { rerender } = render(page(0));
    const input = screen.getByTestId('day');
    type(input, '2026-10-14');
    // The figures of the day shown arrive between the typing and the Enter.
    rerender(page(1));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('2026-10-14');
  });

  it("is a period's first day, and the second typed after it", () => {
    const onChange = vi.fn();
    const page = (tick: number) => (
      <LivePage tick={tick}>
        <TextRangePicker from="2026-11-01" to="2026-11-27" onChange={onChange} />
      </LivePage>
    );
    const { rerender } = render(page(0));
    const [start, end] = screen.getAllByRole('textbox');
    type(start!, '2026-10-01');
    rerender(page(1));
    fireEvent.keyDown(start!, { key: 'Enter' });
    type(end!, '2026-10-14');
    rerender(page(2));
    fireEvent.keyDown(end!, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('2026-10-01', '2026-10-14');
  });
});
