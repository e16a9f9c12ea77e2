/// <reference types="vite/client" />

/** Gateway base addresses by alias (docs/gateway.md); defaults in .env. */
interface ImportMetaEnv {
  readonly VITE_BASE_MAIN: string;
  readonly VITE_BASE_CUSTOM: string;
  readonly VITE_BASE_CART: string;
  readonly VITE_BASE_ORDER: string;
  readonly VITE_BASE_EXPORT: string;
  readonly VITE_BASE_CDN: string;
  readonly VITE_BASE_UPIMGURL: string;
  readonly VITE_BASE_LOGIN: string;
  readonly VITE_BASE_REGISTRATION: string;
  /** Where client log batches go (src/lib/log). */
  readonly VITE_BASE_LOG: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
