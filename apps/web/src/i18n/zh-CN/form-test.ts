/** The form components' test page atomDebugger (spec section 2): every kind of field, its checks and what it would send. */
export const formTest = {
  hint: '产品表单用到的每种字段，由产品自己的表单绘制，用于逐一检查各语言下的输入、校验提示与提交的值。不会保存任何内容。',
  form: '表单',
  sent: '将提交的值',
  nothingSent: '尚未提交：填写后点击“保存”，通过校验的值显示在这里。',
};
