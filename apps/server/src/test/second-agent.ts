import type { FastifyInstance } from 'fastify';
import { createBuiltInRole } from '../modules/system/built-in-role.js';
import type { Db } from '../platform/db.js';
import { organisations } from '../platform/tenancy/organization.table.js';
import { ApiClient } from './api-client.js';

export interface SecondAgent {
  client: ApiClient;
  agentId: string;
  kigId: string;
}

/**
 * Another agent beside the demo's (AG0002, `south-agent`) with a kindergarten of its own (KG9001): the
 * other side of every agent boundary. Made through the system's own calls, as an administrator would.
 */
export async function secondAgent(app: FastifyInstance, db: Db): Promise<SecondAgent> {
  const admin = await ApiClient.as(app, 'demo-admin', 8);
  const [platform] = (await db.select({ id: organisations.id, code: organisations.code }).from(organisations)).filter((o) => o.code === 'PLATFORM');
  const agent = await admin.ok(admin.post<{ id: string }>('/system/organization/save', { name: '华南区域代理', code: 'AG0002', kind: 'agent', parentId: platform!.id, sort: 9 }));
  const kig = await admin.ok(
    admin.post<{ id: string }>('/system/organization/save', { name: '南方幼儿园', code: 'KG9001', kind: 'kindergarten', parentId: agent.id, sort: 1, areaCode: '440305' }),
  );
  const roleId = await createBuiltInRole(db, { orgId: agent.id, appType: 5, name: '代理商管理员' });
  const user = await admin.ok(
    admin.post<{ id: string; _once: { password: string } }>('/system/user/save', { userName: 'south-agent', nickName: '周南', orgId: agent.id, appType: 5, roleIds: [roleId] }),
  );
  return { client: await ApiClient.as(app, 'south-agent', 5, user._once.password), agentId: agent.id, kigId: kig.id };
}
