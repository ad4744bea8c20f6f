import { describe, expect, it } from 'vitest';
import { richTextExcerpt } from './rich-text.js';

describe('richTextExcerpt', () => {
  it('reads the text of the tags, a block end as a space, references decoded', () => {
    expect(richTextExcerpt('<h2>Sports&nbsp;day</h2><p><strong>Bring</strong> water &amp; a hat</p><ul><li>9:00</li><li>&#x4E0A;&#21320;</li></ul>')).toBe(
      'Sports day Bring water & a hat 9:00 上午',
    );
  });

  it('cuts a long text with an ellipsis, and reads nothing as empty', () => {
    expect(richTextExcerpt(`<p>${'a'.repeat(100)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
    expect(richTextExcerpt(null)).toBe('');
  });
});
