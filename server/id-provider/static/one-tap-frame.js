// The widget frames' script (served by the local identity provider): the one-tap button's and the
// floating panel's. It speaks to the embedding page only, with postMessage at the origin the page gave
// in the frame's query; its own handlers are named after the widget ('onetap: …', 'floatingonetap: …').
(function oneTapFrame() {
  'use strict';

  var body = document.body;
  var data = body.dataset;
  var origin = data.origin;
  var mode = data.mode;
  var kind = data.kind || 'onetap';

  // Sizes come from the query; the stylesheet reads them as custom properties (CSSOM, no style attribute).
  document.documentElement.style.setProperty('--button-height', data.height + 'px');
  document.documentElement.style.setProperty('--button-radius', data.radius + 'px');

  function send(handler, params) {
    window.parent.postMessage({ type: 'vk-sak-sdk', handler: handler, params: params }, origin);
  }

  var lastHeight = -1;
  function reportHeight() {
    var main = document.querySelector('main');
    var height = Math.ceil(main ? main.getBoundingClientRect().height : 0);
    if (height !== lastHeight) {
      lastHeight = height;
      send('common: resize', { height: height });
    }
  }

  function login(button) {
    button.disabled = true;
    fetch('/button_one_tap_auth/login', {
      method: 'POST',
      body: new URLSearchParams({ request: data.request }),
      credentials: 'same-origin',
    })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) {
            throw new Error(answer.error_description || 'sign-in failed');
          }
          return answer;
        });
      })
      .then(function (payload) {
        send(kind + ': success login', payload);
      })
      .catch(function (error) {
        send('common: error', { code: 'frame_error', text: String(error && error.message ? error.message : error) });
      })
      .finally(function () {
        button.disabled = false;
      });
  }

  function onClick(event) {
    var button = event.target.closest('button[data-action]');
    if (!button) {
      return;
    }
    var action = button.dataset.action;
    if (action === 'login') {
      login(button);
    } else if (action === 'other') {
      send(kind + ': show full auth', { screen: 'login' });
    } else if (action === 'provider') {
      send(kind + ': show full auth', { sdk_oauth: button.dataset.provider });
    }
  }

  // The floating panel's page tells its frame when a sign-in it started has finished.
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (
      event.origin !== origin ||
      event.source !== window.parent ||
      !message ||
      message.type !== 'vk-sak-sdk' ||
      message.handler !== kind + ': success login'
    ) {
      return;
    }
    var done = document.querySelector('.panel-done');
    if (done) {
      done.hidden = false;
      reportHeight();
    }
  });

  // «Not authorized» says that this provider offers FedCM (its /fedcm/config.json): the page's kit then asks the
  // browser's own chooser, which may know the visitor where this frame cannot (the real VK ID's frame says nothing).
  function notAuthorized() {
    send('common: load', {});
    send(kind + ': not authorized', { fedcm: true });
  }

  // Reads the session again, once, now that the provider's cookie is visible (a flag in this frame's own
  // partitioned session storage keeps a browser that grants access but sends no cookie from reloading forever).
  var RETRIED = 'idp-storage-access-retried';
  function retry() {
    if (sessionStorage.getItem(RETRIED)) {
      sessionStorage.removeItem(RETRIED);
      notAuthorized();
      return;
    }
    sessionStorage.setItem(RETRIED, '1');
    location.reload();
  }

  // Nobody signed in that this frame could see. Where the browser hides the provider's cookie from a
  // cross-site frame and offers no FedCM (the page's kit asks FedCM itself), the Storage Access API can
  // show it: at once when this site was allowed before, else on the visitor's tap of the frame's button.
  function askStorageAccess() {
    if (
      data.access !== 'ask' ||
      'IdentityCredential' in window ||
      typeof document.hasStorageAccess !== 'function' ||
      typeof document.requestStorageAccess !== 'function'
    ) {
      notAuthorized();
      return;
    }
    document.hasStorageAccess().then(function (has) {
      if (has) {
        sessionStorage.removeItem(RETRIED);
        notAuthorized();
        return;
      }
      document.requestStorageAccess().then(retry, offerStorageAccess);
    }, notAuthorized);
  }

  function offerStorageAccess() {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'continue';
    button.dataset.action = 'storage-access';
    button.textContent = document.documentElement.lang === 'ru' ? 'Продолжить с VK ID' : 'Continue with VK ID';
    button.addEventListener('click', function () {
      button.disabled = true;
      document.requestStorageAccess().then(retry, notAuthorized);
    });
    document.querySelector('main').appendChild(button);
    send('common: load', {});
    reportHeight();
  }

  if (mode === 'session') {
    body.addEventListener('click', onClick);
    send('common: load', {});
    reportHeight();
    if (kind === 'onetap') {
      send('onetap: authentication_info', { is_online: true });
    }
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(reportHeight).observe(document.querySelector('main'));
    }
  } else if (mode === 'no_session') {
    askStorageAccess();
  } else if (mode === 'error') {
    send('common: error', { code: 'frame_error', text: data.error });
  } else if (mode === 'close') {
    send('common: load', {});
    send('common: close', {});
  }
  // 'silent' (scenario slow): the page is there, but it never says a word.
})();
