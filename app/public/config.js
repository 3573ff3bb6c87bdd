// Runtime configuration of the storefront. Edit this file in the built app (dist/config.js) to point it at
// another backend without rebuilding. Empty apiBaseUrl means the same origin as the page.
window.__STOREFRONT_CONFIG__ = {
  apiBaseUrl: '',
  cdnBaseUrl: '/cdn/',
  // The online-service chat page shown at /service (the chat provider's widget URL, e.g.
  // 'https://chat.example.com/widget?site=tiles'). Empty: the page says customer service is not available and
  // shows the sales representative's phone instead.
  chatUrl: '',
};
