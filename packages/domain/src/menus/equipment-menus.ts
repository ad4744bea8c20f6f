import { CRUD, page, type CatalogueEntry } from './catalogue-entry.js';

export const equipmentDirectory: CatalogueEntry = {
  code: 'equipment',
  kind: 'directory',
  name: { 'zh-CN': '设备管理', 'zh-TW': '設備管理', en: 'Equipment' },
  href: '/device',
  icon: 'device',
  sort: 30,
};

/**
 * Equipment of a kindergarten (spec: sign-in machines, cameras, gateways, speakers, card numbers). A
 * group sees its kindergartens' machines; registering one is the kindergarten's own act.
 */
export const kindergartenEquipment = (canRegister: boolean): CatalogueEntry[] => [
  equipmentDirectory,
  ...page(
    'equipment.device',
    'equipment',
    1,
    { 'zh-CN': '设备列表', 'zh-TW': '設備列表', en: 'Devices' },
    {
      componentUrl: 'device/device',
      icon: 'device',
      prefix: 'device:device',
      buttons: [...(canRegister ? (['register'] as const) : []), 'edit', 'enable', 'disable', 'export'],
    },
  ),
  ...page(
    'equipment.camera',
    'equipment',
    2,
    { 'zh-CN': '摄像头管理', 'zh-TW': '攝影機管理', en: 'Cameras' },
    {
      componentUrl: 'device/camera',
      icon: 'camera',
      prefix: 'device:camera',
      buttons: CRUD,
    },
  ),
  ...page(
    'equipment.gateway',
    'equipment',
    3,
    { 'zh-CN': '网关管理', 'zh-TW': '閘道管理', en: 'Gateways' },
    {
      componentUrl: 'device/gateway',
      icon: 'cluster',
      prefix: 'device:gateway',
      buttons: CRUD,
    },
  ),
  ...page(
    'equipment.speaker',
    'equipment',
    4,
    { 'zh-CN': '音箱管理', 'zh-TW': '音箱管理', en: 'Speakers' },
    {
      componentUrl: 'device/speaker',
      icon: 'notification',
      prefix: 'device:speaker',
      buttons: CRUD,
    },
  ),
  ...page(
    'equipment.card',
    'equipment',
    5,
    { 'zh-CN': '卡号管理', 'zh-TW': '卡號管理', en: 'Card numbers' },
    {
      componentUrl: 'device/card',
      icon: 'idcard',
      prefix: 'device:card',
      buttons: ['bind'],
    },
  ),
];

/** Operations provision every machine, assign it, and watch its health; they look up card numbers. */
export const operationsEquipment: CatalogueEntry[] = [
  equipmentDirectory,
  ...page(
    'equipment.device',
    'equipment',
    1,
    { 'zh-CN': '设备维护', 'zh-TW': '設備維護', en: 'Equipment maintenance' },
    {
      componentUrl: 'device/device',
      icon: 'device',
      prefix: 'device:device',
      buttons: [...CRUD, 'enable', 'disable', 'resetCode', 'assign'],
    },
  ),
  // Issue 18: operations look up any kindergarten's card numbers (binding stays the kindergarten's own act).
  ...page(
    'equipment.card',
    'equipment',
    2,
    { 'zh-CN': '卡号管理', 'zh-TW': '卡號管理', en: 'Card numbers' },
    { componentUrl: 'device/card', icon: 'idcard', prefix: 'device:card' },
  ),
];

/**
 * An agent's machines and cameras across its kindergartens (spec: checkInMachineManagement, kigCamera):
 * it sees and maintains them as a group does; registering a machine stays the kindergarten's own act,
 * provisioning and assigning operations'.
 */
export const agentEquipment: CatalogueEntry[] = kindergartenEquipment(false).filter(
  (e) => ['equipment', 'equipment.device', 'equipment.camera'].includes(e.code) || e.parent === 'equipment.device' || e.parent === 'equipment.camera',
);
