export interface StorefrontConfig {
  /** Origin (and prefix) of the backend; '' is the page's own origin. */
  apiBaseUrl: string;
  /** Where asset paths from the backend resolve. */
  cdnBaseUrl: string;
  /** Simulator only: the isolated state to use. */
  simNamespace?: string;
}

declare global {
  interface Window {
    __STOREFRONT_CONFIG__?: Partial<StorefrontConfig>;
  }
}

const defaults: StorefrontConfig = { apiBaseUrl: '', cdnBaseUrl: '/cdn/' };

export const config: StorefrontConfig = { ...defaults, ...(typeof window === 'undefined' ? {} : window.__STOREFRONT_CONFIG__) };
