// Loaded by index.html (async, a file of its own: the gateway's CSP allows no inline script).
// Starts the two requests the first screen needs while the bundles download, instead of after
// them; apps/shell/src/boot/boot-prefetch.ts takes the answers. Any failure leaves null, and the
// app then makes the request itself.
(function () {
  'use strict';
  function get(url, init) {
    return fetch(url, init)
      .then(function (res) {
        return res.text().then(function (text) {
          return { status: res.status, ok: res.ok, body: text ? JSON.parse(text) : null };
        });
      })
      .catch(function () {
        return null;
      });
  }
  window.__LL_BOOT__ = {
    session: get('/api/auth/user', { credentials: 'include' }),
    config: get('/runtime-config.json', { cache: 'no-store', credentials: 'same-origin' }),
  };
})();
