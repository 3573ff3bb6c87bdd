export interface StorefrontConfig {
  /** Origin (and prefix) of the backend; '' is the page's own origin. */
  apiBaseUrl: string;
  /** Where asset paths from the backend resolve. */
  cdnBaseUrl: string;
  /** Simulator only: the isolated state to use. */
  simNamespace?: string;
  /**
   * The online-service chat page embedded at /service (a third-party chat widget's URL, http(s) or a path of
   * this site). Empty (or a page of this site that answers 404): /service says customer service is not
   * available and shows the representative's phone.
   */
  chatUrl: string;
  /** Map tiles, with {z}, {x} and {y} (and optionally {r} for '@2x' on dense screens): a tile provider's URL. */
  mapTileUrl: string;
  /** Reverse geocoding of a position to its city, with {lat} and {lng}; answers JSON {city, country}. */
  geocoderUrl: string;
  /**
   * The 3D display host's viewer page, embedded on /template-detail (docs/display-protocol.md). Only messages from
   * its origin are accepted, and the app posts only to it.
   */
  displayUrl: string;
}

declare global {
  interface Window {
    __STOREFRONT_CONFIG__?: Partial<StorefrontConfig>;
  }
}

const defaults: StorefrontConfig = {
  apiBaseUrl: '',
  cdnBaseUrl: '/cdn/',
  chatUrl: '',
  mapTileUrl: '/stand-in/tiles/{z}/{x}/{y}',
  geocoderUrl: '/stand-in/geocode?latlng={lat},{lng}',
  displayUrl: '/stand-in/display/',
};

export const config: StorefrontConfig = {
  ...defaults,
  ...(typeof window === 'undefined' ? {} : window.__STOREFRONT_CONFIG__),
};
