import { LOCAL_UPLOAD_PATH } from '@kg/domain';
import type { StorageConfig } from '../config.js';
import { DiskSpace } from '../disk-space.js';
import { LocalDriver } from './local.driver.js';
import { S3Driver } from './s3.driver.js';
import type { StorageDriver } from './storage.types.js';

/** Where the local driver receives uploads: its declared endpoint. */
export const LOCAL_UPLOAD_URL = LOCAL_UPLOAD_PATH;

export function createStorage(config: StorageConfig, diskReserveBytes = 0): StorageDriver {
  if (config.driver === 's3') return new S3Driver(config.s3);
  return new LocalDriver(config.localDir, config.secret, LOCAL_UPLOAD_URL, new DiskSpace(config.localDir, diskReserveBytes));
}
