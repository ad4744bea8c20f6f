import type { DictShape } from '../types.js';
import type { systemZhCN } from './zh-CN.js';

export const systemEn: DictShape<typeof systemZhCN> = {
  organization: {
    title: 'Organizations',
    fields: {
      name: 'Name',
      code: 'Code',
      kind: 'Kind',
      parentId: 'Parent organization',
      areaCode: 'Area',
      address: 'Address',
      contactName: 'Person in charge',
      contactPhone: 'Contact phone',
      status: 'Status',
      sort: 'Sort',
    },
    actions: { enable: 'Enable', disable: 'Disable' },
  },
  user: {
    title: 'Users',
    fields: {
      userName: 'User name',
      nickName: 'Name',
      orgId: 'Organization',
      appType: 'System',
      phone: 'Mobile',
      email: 'Email',
      roleIds: 'Roles',
      status: 'Status',
      lastLoginAt: 'Last sign-in',
    },
    actions: { enable: 'Enable', disable: 'Disable' },
  },
  role: {
    title: 'Roles',
    fields: {
      name: 'Role name',
      orgId: 'Organization',
      appType: 'System',
      description: 'Description',
      menuIds: 'Function permissions',
      status: 'Status',
      sort: 'Sort',
    },
    actions: { enable: 'Enable', disable: 'Disable' },
  },
  menu: {
    title: 'Menus',
    fields: {
      name: 'Menu name',
      parentId: 'Parent menu',
      appType: 'System',
      kind: 'Kind',
      href: 'Path',
      icon: 'Icon',
      componentUrl: 'Page',
      permission: 'Permission code',
      isShow: 'Shown in menu',
      sort: 'Sort',
    },
    values: {
      kind: { directory: 'Directory', page: 'Page', button: 'Button' },
      componentUrl: { 'home/index': 'Home' },
    },
  },
  dictionary: {
    title: 'Dictionary',
    fields: { name: 'Name', code: 'Code', parentId: 'Type', status: 'Status', sort: 'Sort' },
    actions: { enable: 'Enable', disable: 'Disable' },
  },
  auditLog: {
    title: 'Logs',
    fields: {
      at: 'Time',
      userName: 'User',
      action: 'Action',
      resource: 'Object',
      resourceId: 'Object id',
      ip: 'IP address',
      result: 'Result',
    },
  },
};
