// Runtime configuration of the storefront. Edit this file in the built app (dist/config.js) to point it at
// another backend without rebuilding. Empty apiBaseUrl means the same origin as the page.
window.__STOREFRONT_CONFIG__ = {
  apiBaseUrl: '',
  cdnBaseUrl: '/cdn/',
};
