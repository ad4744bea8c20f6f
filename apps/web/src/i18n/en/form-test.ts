import type { DictShape } from '@kg/domain';
import type { formTest as source } from '../zh-CN/form-test';

export const formTest: DictShape<typeof source> = {
  hint: "Every kind of field the product's forms use, drawn by the product's own form, for checking each input, its messages and the values it sends in each language. Nothing is saved.",
  form: 'Form',
  sent: 'Values it would send',
  nothingSent: 'Nothing sent yet: fill the form and press Save; the values that pass its checks show here.',
};
