import { doctorMessageEntity } from '@kg/domain';
import { Tag, Typography } from 'antd';
import type { ResourceRecord } from '../../api/resource-api';
import type { CellRenderers } from '../../components/resource/columns';
import { enumLabel } from '../../components/resource/labels';

const STATE_COLORS: Record<string, string> = { open: 'warning', answered: 'success' };

/** A message or a reply in full, its line breaks kept (500 characters at most), in a column narrow enough that the list fits at 1440 px. */
function fullText(name: string) {
  return (record: ResourceRecord) => {
    const text = record[name];
    if (typeof text !== 'string' || !text) return '-';
    return (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', minWidth: 140, maxWidth: 200, margin: 0 }} data-testid={`message-${name}`}>
        {text}
      </Typography.Paragraph>
    );
  };
}

/** The columns of a doctor's message: its text and the reply in full, its state as a coloured tag. */
export const MESSAGE_CELLS: CellRenderers = {
  content: fullText('content'),
  reply: fullText('reply'),
  state: (record) => {
    const state = String(record.state ?? '');
    return state ? <Tag color={STATE_COLORS[state]}>{enumLabel(doctorMessageEntity, 'state', state)}</Tag> : '-';
  },
};
