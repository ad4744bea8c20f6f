import type { DocumentType } from '@kg/domain';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { adverts, documents } from '../../modules/agency/advert.tables.js';
import { users } from '../../modules/system/user.table.js';
import type { Db } from '../../platform/db.js';
import { LocalDriver } from '../../platform/storage/local.driver.js';
import type { StorageDriver } from '../../platform/storage/storage.types.js';
import { DOCUMENT_MODULE } from '../../platform/storage/storage.types.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

const DAY_MS = 86_400_000;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A small banner picture (120 x 48, two bands of a colour the path chooses): a few hundred bytes. */
function bannerPng(path: string): Buffer {
  const [r, g, b] = createHash('sha256').update(path).digest();
  const [w, h] = [120, 48];
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    const shade = y < h / 2 ? 1 : 0.7;
    for (let x = 0; x < w; x++) row.set([Math.round(r! * shade), Math.round(g! * shade), Math.round(b! * shade)], 1 + x * 3);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A one-page PDF naming the document. */
function documentPdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** The demo's file at a stored path: made again from the path alone when the files are placed. */
export function demoFileBytes(path: string): Buffer {
  return path.endsWith('.pdf') ? documentPdf(path) : bannerPng(path);
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The demo agent's adverts in every state (on and in force, on but ended, on from next week, drafted,
 * taken off; banners and a start screen; one for KG0001 only), each with a small picture, and documents
 * of each type: the platform's and the agent's own. Three inserts and one of their uploads.
 */
export async function seedPromotion(db: Db, now = new Date()): Promise<void> {
  const orgs = await db
    .select()
    .from(organisations)
    .where(inArray(organisations.code, ['AG0001', 'KG0001', 'PLATFORM']));
  const byCode = new Map(orgs.map((o) => [o.code, o]));
  const [agent, kig, platform] = [byCode.get('AG0001'), byCode.get('KG0001'), byCode.get('PLATFORM')];
  if (!agent || !kig || !platform) return;
  const people = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['demo-agent', 'demo-ops']));
  const agentUser = people.find((p) => p.userName === 'demo-agent')?.id;
  const opsUser = people.find((p) => p.userName === 'demo-ops')?.id;
  if (!agentUser || !opsUser) return;
  const day = (offset: number) => ymd(new Date(now.getTime() + offset * DAY_MS));
  const stamp = now.getTime();
  const files: (typeof uploads.$inferInsert)[] = [];
  const file = (org: typeof agent, module: string, kind: string, ext: string, contentType: string, by: string) => {
    const path = `${org.code}/${day(-30).replaceAll('-', '')}/${module}/${stamp + files.length}-${createHash('md5').update(`${module}${files.length}`).digest('hex').slice(0, 16)}.${ext}`;
    files.push({
      path,
      orgId: org.id,
      module,
      kind,
      contentType,
      maxSize: 20 * 1024 * 1024,
      size: demoFileBytes(path).length,
      status: 'confirmed',
      createdBy: by,
      confirmedAt: new Date(stamp),
    });
    return path;
  };
  const picture = () => file(agent, 'advert', 'image', 'png', 'image/png', agentUser);
  const base = { orgId: agent.id, createdBy: agentUser, link: 'https://example.com/kindergarten-services' };
  const advertRows: (typeof adverts.$inferInsert)[] = [
    { ...base, adName: '秋季体检季', adPosition: 'homeBanner', picture: picture(), adWeight: 9, beginDate: day(-20), endDate: day(40), sort: 1, state: 'on' },
    { ...base, adName: '成长报告上线', adPosition: 'homeBanner', picture: picture(), adWeight: 6, beginDate: day(-10), endDate: day(20), sort: 2, state: 'on' },
    { ...base, adName: '开学欢迎页', adPosition: 'startScreen', picture: picture(), adWeight: 8, beginDate: day(-30), endDate: day(30), sort: 1, state: 'on' },
    {
      ...base,
      adName: '一园专享：亲子运动会',
      adPosition: 'homeFeed',
      picture: picture(),
      adWeight: 5,
      beginDate: day(-5),
      endDate: day(25),
      sort: 1,
      state: 'on',
      kigIds: [kig.id],
    },
    { ...base, adName: '暑期托管（已结束）', adPosition: 'homeBanner', picture: picture(), adWeight: 4, beginDate: day(-90), endDate: day(-31), sort: 3, state: 'on' },
    { ...base, adName: '冬令营报名', adPosition: 'homeBanner', picture: picture(), adWeight: 7, beginDate: day(7), endDate: day(37), sort: 4, state: 'on' },
    {
      ...base,
      adName: '新年会员优惠（草稿）',
      adPosition: 'startScreen',
      picture: picture(),
      adWeight: 3,
      beginDate: day(30),
      endDate: day(60),
      sort: 2,
      state: 'draft',
      link: null,
    },
    { ...base, adName: '国庆活动（已下架）', adPosition: 'homeFeed', picture: picture(), adWeight: 2, beginDate: day(-60), endDate: day(-50), sort: 2, state: 'off' },
  ];
  const doc = (org: typeof agent, by: string, docName: string, docType: DocumentType) => ({
    orgId: org.id,
    createdBy: by,
    docName,
    docType,
    file: file(org, DOCUMENT_MODULE, 'document', 'pdf', 'application/pdf', by),
  });
  const documentRows: (typeof documents.$inferInsert)[] = [
    doc(platform, opsUser, '平台宣传册', 'promotion'),
    doc(platform, opsUser, '家长端 APP 使用说明', 'appDescription'),
    doc(platform, opsUser, '晨检机操作手册', 'morningCheck'),
    doc(platform, opsUser, '签到机安装指南', 'signInMachine'),
    { orgId: platform.id, createdBy: opsUser, docName: '常见问题', docType: 'other', address: 'https://example.com/faq', remark: '在线阅读' },
    doc(agent, agentUser, '华东区价目表', 'promotion'),
    { ...doc(agent, agentUser, '代理商服务流程', 'other'), remark: '仅本代理商可见' },
  ];
  await db.insert(uploads).values(files);
  await db.insert(adverts).values(advertRows);
  await db.insert(documents).values(documentRows);
}

/**
 * Writes the demo's pictures (adverts', recharges' credentials) and documents into the local storage at a first start (the seed writes
 * only the database; at that start no other such upload exists). Another storage keeps the rows without files: the demo is served from local disk.
 */
export async function placeDemoFiles(db: Db, storage: StorageDriver): Promise<number> {
  if (!(storage instanceof LocalDriver)) return 0;
  const rows = await db
    .select({ path: uploads.path, contentType: uploads.contentType, maxSize: uploads.maxSize })
    .from(uploads)
    .where(and(inArray(uploads.module, ['advert', DOCUMENT_MODULE, 'recharge']), eq(uploads.status, 'confirmed')));
  let placed = 0;
  for (const row of rows) {
    if ((await storage.size(row.path)) !== null) continue;
    await storage.receive({ ...row, expiresAt: new Date(Date.now() + 60_000).toISOString() }, Readable.from([demoFileBytes(row.path)]));
    placed++;
  }
  return placed;
}
