import { PATHS } from '../../../app/paths';

/** The top-level photo pages (spec section 2: outside the layout), with what they are about in the address. */
export const PHOTO_PATHS = {
  wall: PATHS.preparePhoto,
  review: PATHS.manualCheckPhotoDetail,
  history: PATHS.historyMorningCheckPhotos,
  message: PATHS.doctorMessagesDetail,
  /** Under the layout, hidden from the menu. */
  dayDetail: '/mon-aft-healthDetail',
} as const;

type Params = Record<string, string | undefined | null | false>;

/** A path with the given query (empty values left out). */
export function photoHref(path: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) query.set(k, v);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
