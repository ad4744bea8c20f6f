import type { DictShape } from '@kg/domain';
import type { richEditor as source } from '../zh-CN/rich-editor';

export const richEditor: DictShape<typeof source> = {
  toolbar: '格式',
  tools: {
    bold: '粗體',
    italic: '斜體',
    heading2: '二級標題',
    heading3: '三級標題',
    bulletList: '項目清單',
    orderedList: '編號清單',
    link: '連結',
    unlink: '取消連結',
    image: '插入圖片',
  },
  linkTitle: '插入連結',
  linkAddress: '連結網址',
  linkInvalid: '連結須以 http://、https:// 或 mailto: 開頭',
};
