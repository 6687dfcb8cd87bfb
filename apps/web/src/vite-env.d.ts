/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own (docs/decisions.md#api-origin). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
