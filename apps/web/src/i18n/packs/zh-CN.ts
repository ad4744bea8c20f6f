import { zhCN } from '@kg/domain/i18n/zh-CN';
import antd from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { webZhCN } from '../zh-CN';
import type { LanguagePack } from './language-pack';

export const pack: LanguagePack = { dictionary: { ...zhCN, ...webZhCN }, antd, dayjs: 'zh-cn' };
