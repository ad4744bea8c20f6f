import { newsEntity } from '@kg/domain';
import { ResourcePage } from '../../components/resource/ResourcePage';

/** School -> News: formatted text with pictures, published to the kindergarten's page and taken down from the row. */
export function NewsPage() {
  return <ResourcePage entity={newsEntity} form={{ container: 'drawer' }} />;
}
