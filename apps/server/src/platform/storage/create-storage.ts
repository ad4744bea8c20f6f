import type { StorageConfig } from '../config.js';
import { LocalDriver } from './local.driver.js';
import { S3Driver } from './s3.driver.js';
import type { StorageDriver } from './storage.types.js';

export const LOCAL_UPLOAD_URL = '/sys/upload/local';

export function createStorage(config: StorageConfig): StorageDriver {
  return config.driver === 's3' ? new S3Driver(config.s3) : new LocalDriver(config.localDir, config.secret, LOCAL_UPLOAD_URL);
}
