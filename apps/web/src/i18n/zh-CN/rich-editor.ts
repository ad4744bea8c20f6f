export const richEditor = {
  toolbar: '格式',
  tools: {
    bold: '加粗',
    italic: '斜体',
    heading2: '二级标题',
    heading3: '三级标题',
    bulletList: '无序列表',
    orderedList: '有序列表',
    link: '链接',
    unlink: '取消链接',
    image: '插入图片',
  },
  linkTitle: '插入链接',
  linkAddress: '链接地址',
  linkInvalid: '链接须以 http://、https:// 或 mailto: 开头',
};
