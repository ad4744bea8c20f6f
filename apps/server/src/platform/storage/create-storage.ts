import type { StorageConfig } from '../config.js';
import { DiskSpace } from '../disk-space.js';
import { LocalDriver } from './local.driver.js';
import { S3Driver } from './s3.driver.js';
import type { StorageDriver } from './storage.types.js';

export const LOCAL_UPLOAD_URL = '/sys/upload/local';

export function createStorage(config: StorageConfig, diskReserveBytes = 0): StorageDriver {
  if (config.driver === 's3') return new S3Driver(config.s3);
  return new LocalDriver(config.localDir, config.secret, LOCAL_UPLOAD_URL, new DiskSpace(config.localDir, diskReserveBytes));
}
