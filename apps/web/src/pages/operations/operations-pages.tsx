import { costEntity, growTagEntity, helpArticleEntity, popupEntity, sysMessageEntity } from '@kg/domain';
import { ResourcePage } from '../../components/resource/ResourcePage';

/**
 * Operations -> System messages (componentUrl 'operations/sysMessage'): written with their audience and
 * the time they are shown from, published and withdrawn from the row; the read count is live.
 */
export function SysMessagePage() {
  return <ResourcePage entity={sysMessageEntity} form={{ container: 'drawer' }} />;
}

/** Operations -> Grow tags (componentUrl 'operations/growTag'): the tags teachers use, by age group. */
export function GrowTagPage() {
  return <ResourcePage entity={growTagEntity} />;
}

/** Operations -> Running costs (componentUrl 'operations/cost'): the platform's costs by kind and month. */
export function CostPage() {
  return <ResourcePage entity={costEntity} />;
}

/** Operations -> Popups (componentUrl 'operations/popup'): what the apps show at their start, put on and taken off from the row. */
export function PopupPage() {
  return <ResourcePage entity={popupEntity} />;
}

/** Operations -> User help (componentUrl 'operations/helpArticle'): articles in three languages, read by every system from the header's help once published. */
export function HelpArticlePage() {
  return <ResourcePage entity={helpArticleEntity} form={{ container: 'drawer' }} />;
}
