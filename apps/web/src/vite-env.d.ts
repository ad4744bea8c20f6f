/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base address; '' (the default) is the same origin. */
  readonly VITE_API_BASE?: string;
  /** Host prefixed to stored image paths (spec section 9). */
  readonly VITE_MEDIA_HOST?: string;
}
