import type { DictShape } from '@kg/domain';
import type { formTest as source } from '../zh-CN/form-test';

export const formTest: DictShape<typeof source> = {
  hint: '產品表單用到的每種欄位，由產品自己的表單繪製，用於逐一檢查各語言下的輸入、驗證提示與送出的值。不會儲存任何內容。',
  form: '表單',
  sent: '將送出的值',
  nothingSent: '尚未送出：填寫後按「儲存」，通過驗證的值顯示在這裡。',
};
