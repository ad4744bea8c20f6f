import { zhTW } from '@kg/domain/i18n/zh-TW';
import antd from 'antd/es/locale/zh_TW';
import 'dayjs/locale/zh-tw';
import { webZhTW } from '../zh-TW';
import type { LanguagePack } from './language-pack';

export const pack: LanguagePack = { dictionary: { ...zhTW, ...webZhTW }, antd, dayjs: 'zh-tw' };
