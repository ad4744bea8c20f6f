import type { DictShape } from '@kg/domain';
import type { richEditor as source } from '../zh-CN/rich-editor';

export const richEditor: DictShape<typeof source> = {
  toolbar: 'Formatting',
  tools: {
    bold: 'Bold',
    italic: 'Italic',
    heading2: 'Heading 2',
    heading3: 'Heading 3',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    unlink: 'Remove link',
    image: 'Insert picture',
  },
  linkTitle: 'Insert link',
  linkAddress: 'Link address',
  linkInvalid: 'A link starts with http://, https:// or mailto:',
};
