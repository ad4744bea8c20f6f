import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { dictionaries } from '../../modules/system/dictionary.table.js';

type Names = { 'zh-CN': string; 'zh-TW': string; en: string };
interface SeedType {
  code: string;
  name: Names;
  values: [code: string, name: Names][];
}

/** Option lists the screens read (spec section 3 and 5); administrators edit them afterwards. */
const TYPES: SeedType[] = [
  {
    code: 'relationship',
    name: { 'zh-CN': '亲属关系', 'zh-TW': '親屬關係', en: 'Relationship' },
    values: [
      ['father', { 'zh-CN': '爸爸', 'zh-TW': '爸爸', en: 'Father' }],
      ['mother', { 'zh-CN': '妈妈', 'zh-TW': '媽媽', en: 'Mother' }],
      ['grandfather', { 'zh-CN': '爷爷', 'zh-TW': '爺爺', en: 'Grandfather (paternal)' }],
      ['grandmother', { 'zh-CN': '奶奶', 'zh-TW': '奶奶', en: 'Grandmother (paternal)' }],
      ['grandpa', { 'zh-CN': '外公', 'zh-TW': '外公', en: 'Grandpa (maternal)' }],
      ['grandma', { 'zh-CN': '外婆', 'zh-TW': '外婆', en: 'Grandma (maternal)' }],
      ['uncle', { 'zh-CN': '叔叔', 'zh-TW': '叔叔', en: 'Uncle' }],
      ['aunt', { 'zh-CN': '阿姨', 'zh-TW': '阿姨', en: 'Aunt' }],
      ['other', { 'zh-CN': '其他', 'zh-TW': '其他', en: 'Other' }],
    ],
  },
  {
    code: 'cameraClarity',
    name: { 'zh-CN': '摄像头清晰度', 'zh-TW': '攝影機清晰度', en: 'Camera clarity' },
    values: [
      ['clear', { 'zh-CN': '流畅', 'zh-TW': '流暢', en: 'Clear' }],
      ['balance', { 'zh-CN': '均衡', 'zh-TW': '均衡', en: 'Balance' }],
      ['hd', { 'zh-CN': '高清', 'zh-TW': '高清', en: 'HD' }],
    ],
  },
  {
    code: 'documentType',
    name: { 'zh-CN': '资料类型', 'zh-TW': '資料類型', en: 'Document type' },
    values: [
      ['promotion', { 'zh-CN': '宣传资料', 'zh-TW': '宣傳資料', en: 'Promotion' }],
      ['appDescription', { 'zh-CN': 'APP 说明', 'zh-TW': 'APP 說明', en: 'App description' }],
      ['morningCheck', { 'zh-CN': '晨检', 'zh-TW': '晨檢', en: 'Morning check' }],
      ['signInMachine', { 'zh-CN': '签到机', 'zh-TW': '簽到機', en: 'Sign-in machine' }],
      ['other', { 'zh-CN': '其他', 'zh-TW': '其他', en: 'Other' }],
    ],
  },
  {
    code: 'orgCategory',
    name: { 'zh-CN': '组织类别', 'zh-TW': '組織類別', en: 'Organization category' },
    values: [
      ['public', { 'zh-CN': '公办', 'zh-TW': '公辦', en: 'Public' }],
      ['private', { 'zh-CN': '民办', 'zh-TW': '民辦', en: 'Private' }],
      ['inclusive', { 'zh-CN': '普惠性民办', 'zh-TW': '普惠性民辦', en: 'Inclusive private' }],
      ['enterprise', { 'zh-CN': '企业', 'zh-TW': '企業', en: 'Enterprise' }],
      ['other', { 'zh-CN': '其他', 'zh-TW': '其他', en: 'Other' }],
    ],
  },
];

/** Adds the dictionary types missing from the database (by code), with their values. */
export async function seedDictionary(db: Db): Promise<void> {
  for (const [sort, type] of TYPES.entries()) {
    const [existing] = await db
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(and(isNull(dictionaries.parentId), eq(dictionaries.code, type.code), eq(dictionaries.deleted, false)));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(dictionaries).values({ code: type.code, name: type.name, sort, status: 'enabled' }).returning({ id: dictionaries.id });
      await tx.insert(dictionaries).values(type.values.map(([code, name], i) => ({ parentId: row!.id, code, name, sort: i, status: 'enabled' as const })));
    });
  }
}
