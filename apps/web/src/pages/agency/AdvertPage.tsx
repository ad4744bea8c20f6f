import { advertEntity } from '@kg/domain';
import type { ResourceFormOptions } from '../../components/resource/ResourceForm';
import { ResourcePage } from '../../components/resource/ResourcePage';

/** The kindergartens an advert is shown in: kindergartens only (not groups), within the agent's reach. */
const FORM: ResourceFormOptions = { dependencies: { kigIds: { on: [], filters: () => ({ kind: 'kindergarten' }) } } };

/**
 * An agent's adverts and banners (componentUrl 'agency/advert', the spec's `app-advertisement`): a
 * banner is an advert at the home banner position. The list shows each picture; put on and take off
 * are the declared transitions.
 */
export function AdvertPage() {
  return <ResourcePage entity={advertEntity} form={FORM} />;
}
