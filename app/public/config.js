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
};
