// Loaded by index.html (async, a file of its own: the gateway's CSP allows no inline script).
// 1. Starts the two requests the first screen needs while the bundles download, instead of after
//    them; apps/shell/src/boot/boot-prefetch.ts takes the answers. Any failure leaves null, and
//    the app then makes the request itself.
// 2. On /, shows the static first screen the build wrote into index.html (issue 16) as soon as the
//    session is known: the landing signed out, the scan page signed in with a profile (as
//    apps/shell/src/routing/route-decision.ts decides), nothing otherwise.
// 3. Loads the app's scripts (data-app of this script's tag): on / once the first screen has
//    painted, elsewhere at once. Without data-app (the dev server) index.html loads them itself.
(function () {
  'use strict';
  var tag = document.currentScript;
  var scripts = ((tag && tag.getAttribute('data-app')) || '').split(' ').filter(Boolean);
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
  var session = get('/api/auth/user', { credentials: 'include' });
  window.__LL_BOOT__ = {
    session: session,
    config: get('/runtime-config.json', { cache: 'no-store', credentials: 'same-origin' }),
  };

  var loaded = false;
  function loadApp() {
    if (loaded) return;
    loaded = true;
    for (var i = 0; i < scripts.length; i += 1) {
      var s = document.createElement('script');
      s.src = scripts[i];
      s.async = false; // in order, as the defer tags they replace
      document.head.appendChild(s);
    }
  }
  // Runs `then` once the first screen has been painted: the first screen does not wait for, nor
  // share the network with, the app's scripts. Told by the largest-contentful-paint entry (its
  // time is when the frame was presented) where the browser has it, else two frames later.
  function afterPainted(then) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0) {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(then, 0);
        });
      });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      var shown = list.getEntries().some(function (entry) {
        return entry.element && entry.element.closest && entry.element.closest('#ll-first-screen');
      });
      if (!shown) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // No paint (a background tab): the app loads all the same.
    setTimeout(then, 500);
  }
  function hasProfile(user) {
    return [user.age, user.sex, user.weight].some(function (v) {
      return v !== null && v !== undefined && v !== '';
    });
  }
  function firstScreen(answer) {
    if (!answer) return null;
    if (answer.status === 401) return 'landing';
    if (answer.ok && answer.body && hasProfile(answer.body)) return 'scan';
    return null;
  }

  // A press on one of the static screen's buttons (they have no handlers yet) is remembered;
  // apps/shell/src/first-screen/hand-over.ts presses the app's button of the same name.
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var button = target && target.closest && target.closest('#ll-first-screen button');
      if (button) window.__LL_FIRST_PRESS__ = (button.textContent || '').trim();
    },
    true,
  );

  var home = window.location.pathname.replace(/\/+$/, '') === '';
  if (scripts.length === 0 || !home) {
    loadApp();
    return;
  }
  // The app needs the session answer anyway; a slow one does not hold its download back long.
  setTimeout(loadApp, 1000);
  session.then(function (answer) {
    var screen = firstScreen(answer);
    if (!screen || loaded) return loadApp();
    document.documentElement.setAttribute('data-ll-first', screen);
    afterPainted(loadApp);
  });
})();
