/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base address; '' (the default) is the same origin. */
  readonly VITE_API_BASE?: string;
}
