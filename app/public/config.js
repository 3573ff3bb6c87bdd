// Runtime configuration of the storefront. Edit this file in the built app (dist/config.js) to point it at
// another backend without rebuilding. Empty apiBaseUrl means the same origin as the page.
window.__STOREFRONT_CONFIG__ = {
  apiBaseUrl: '',
  cdnBaseUrl: '/cdn/',
  // The online-service chat page shown at /service: the chat provider's widget URL (e.g.
  // 'https://chat.example.com/widget?site=tiles'), or a page of this site such as the simulator's chat stand-in.
  // Empty, or a page of this site that is not there: /service says customer service is not available right now
  // and offers the sales representative's phone instead.
  chatUrl: '/stand-in/chat.html',
  // Map tiles for the store map ({z}/{x}/{y}) and reverse geocoding ({lat},{lng} -> JSON {city, country}). The
  // simulator's offline stand-ins by default; a tile provider's URL (with its key) plugs in here without a rebuild.
  mapTileUrl: '/stand-in/tiles/{z}/{x}/{y}',
  geocoderUrl: '/stand-in/geocode?latlng={lat},{lng}',
  // The 3D display host's viewer page for /template-detail (docs/display-protocol.md): the simulator's stand-in by
  // default; the company's display host (e.g. 'https://display.example.com/viewer') plugs in here. The app takes
  // messages only from this address's origin.
  displayUrl: '/stand-in/display/',
};
