import sanitizeHtml from 'sanitize-html';
import { PRIVATE_MODULES, STORED_PATH } from '../storage/storage.types.js';

/** What formatted text may hold: structure and emphasis, links and the product's own pictures. */
const TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a', 'img'];
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/**
 * Whether an image's address is a picture of the product's own storage: the media host (the local
 * driver's `/files`, or the S3 public base) and a stored path, never a file of a private module
 * (children's check photos are served only through signed addresses).
 */
export function isOwnImage(src: string, mediaHost: string): boolean {
  const host = mediaHost.replace(/\/+$/, '');
  if (!src.startsWith(`${host}/`)) return false;
  const path = src.slice(host.length + 1);
  return STORED_PATH.test(path) && !PRIVATE_MODULES.includes(path.split('/')[2] ?? '');
}

/**
 * Formatted text as it may be kept and shown: an allow-list of tags; links http(s) or mailto only,
 * opened apart with `rel="noopener noreferrer"`; images of the product's own storage only; no style,
 * class or event attribute, no data: or javascript: address. What is refused is dropped, its text kept
 * (a script's or style's content is dropped with it; a refused link keeps a bare `<a>`, which goes
 * nowhere). Run on every save of a richText field.
 */
export function sanitizeRichText(html: string, mediaHost: string): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (_tag, attribs) => {
        const href = (attribs.href ?? '').trim();
        // A refused address leaves an anchor that goes nowhere, its text kept (renaming the tag would
        // make sanitize-html close a later link with the new name).
        const kept: Record<string, string> = LINK.test(href) ? { href, rel: 'noopener noreferrer', target: '_blank' } : {};
        return { tagName: 'a', attribs: kept };
      },
      img: (_tag, attribs) => {
        const src = (attribs.src ?? '').trim();
        return { tagName: 'img', attribs: isOwnImage(src, mediaHost) ? { src, ...(attribs.alt ? { alt: attribs.alt } : {}) } : {} };
      },
    },
    // An image without an address (refused above) is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** Whether sanitised formatted text says anything: some text, or a picture. */
export function hasRichContent(html: string): boolean {
  return /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
