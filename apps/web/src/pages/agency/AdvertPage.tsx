import { advertEntity } from '@kg/domain';
import { ResourcePage } from '../../components/resource/ResourcePage';

/**
 * An agent's adverts and banners (componentUrl 'agency/advert', the spec's `app-advertisement`): a
 * banner is an advert at the home banner position. The list shows each picture; put on and take off
 * are the declared transitions.
 */
export function AdvertPage() {
  return <ResourcePage entity={advertEntity} />;
}
