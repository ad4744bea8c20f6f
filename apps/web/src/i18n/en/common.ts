import type { DictShape } from '@kg/domain';
import type { common as source } from '../zh-CN/common';

export const common: DictShape<typeof source> = {
  app: {
    title: 'Kindergarten Management Platform',
    brand: 'Kindergarten Admin',
    slogan: 'Kindergarten management and health monitoring back-office',
  },
  actions: {
    cancel: 'Cancel',
    retry: 'Retry',
    backHome: 'Back to home',
  },
  network: {
    offline: 'Network connection failed, please check your network and retry',
    refreshFailed: 'Could not refresh: showing the figures of {{time}}',
  },
};
