/** Fixed routes of spec section 2; every other route comes from the menu. */
export const PATHS = {
  root: '/',
  home: '/home',
  login: '/login',
  changePsd: '/changePsd',
  unauthorized: '/401',
  serverError: '/500',
  // Top-level pages outside the layout (spec section 2).
  preparePhoto: '/preparePhoto',
  manualCheckPhotoDetail: '/manualCheckPhotoDetail',
  historyMorningCheckPhotos: '/historyMorningCheckPhotos',
  doctorMessagesDetail: '/doctorMessagesDetail',
} as const;
