import { cameraEntity, gatewayEntity, speakerEntity } from '@kg/domain';
import type { SecretBox } from '../../platform/secret-box.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { cameras, gateways, speakers } from './device.table.js';

/** A camera's password is sealed before it is stored; a blank one on edit keeps the stored one. */
export function cameraResource(secrets: SecretBox): ResourceOptions {
  return {
    entity: cameraEntity,
    table: cameras,
    hooks: {
      async beforeSave(_tx, _ctx, input) {
        const password = input.password;
        if (typeof password === 'string' && password !== '') return { values: { password: secrets.seal(password) } };
      },
    },
  };
}

export const gatewayResource: ResourceOptions = { entity: gatewayEntity, table: gateways };
export const speakerResource: ResourceOptions = { entity: speakerEntity, table: speakers };
