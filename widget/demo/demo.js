// The kit's demonstration page: every render option of OneTap, OAuthList and FloatingOneTap, live, against the
// identity provider the server names in /widget/demo/config.json (the local one under `npm start`).
// The local provider runs one scenario per demo app id, so a scenario is chosen by app id.
(function () {
  'use strict';
  var sdk = window.VKIDSDK;
  var form = document.getElementById('options');
  var container = document.getElementById('widget');
  var log = document.getElementById('log');
  var scenarioApps = { session: 51000001, no_session: 51000002, slow: 51000003, error: 51000004, decline: 51000005 };
  var languageNames = {
    RUS: 'Русский',
    UKR: 'Українська',
    ENG: 'English',
    SPA: 'Español',
    GERMAN: 'Deutsch',
    POL: 'Polski',
    FRA: 'Français',
    UZB: 'Oʻzbekcha',
    TURKEY: 'Türkçe',
    KAZ: 'Қазақша',
    BEL: 'Беларуская',
  };
  var provider = null;
  var portalApp = null;
  var localProvider = false;
  var widget = null;

  Object.keys(sdk.Languages).forEach(function (key) {
    var option = document.createElement('option');
    option.value = String(sdk.Languages[key]);
    option.textContent = languageNames[key] || key;
    document.getElementById('lang').appendChild(option);
  });

  function write(name, payload) {
    var line = document.createElement('li');
    var time = new Date().toLocaleTimeString('ru-RU');
    line.textContent =
      time +
      '  ' +
      name +
      (payload === undefined
        ? ''
        : '  ' +
          JSON.stringify(payload, function (_key, value) {
            return typeof value === 'function' ? '[function]' : value;
          }));
    log.insertBefore(line, log.firstChild);
  }

  function checked(name) {
    return Array.prototype.filter
      .call(form.elements[name], function (box) {
        return box.checked;
      })
      .map(function (box) {
        return box.value;
      });
  }

  function render() {
    if (widget !== null) {
      widget.close();
    }
    var data = new FormData(form);
    var kind = data.get('kind');
    var height = Number(data.get('height'));
    document.getElementById('height-value').textContent = String(height);
    document.querySelector('.stage').classList.toggle('dark', data.get('scheme') === 'dark');
    sdk.Config.init({
      app: localProvider ? scenarioApps[data.get('scenario')] : portalApp,
      redirectUrl: location.origin + '/widget/demo/',
      __vkidDomain: provider,
      __localhost: true,
      __debug: true,
      mode: data.get('mode'),
      responseMode: 'callback',
    });
    var common = {
      container: container,
      lang: Number(data.get('lang')),
      scheme: data.get('scheme'),
      styles: { height: height, borderRadius: Number(data.get('radius')), width: Number(data.get('width')) },
    };
    var providers = checked('providers');
    var internal;
    try {
      if (kind === 'oauthlist') {
        widget = new sdk.OAuthList().render(Object.assign(common, { oauthList: providers }));
        internal = sdk.OAuthListInternalEvents;
      } else if (kind === 'floating') {
        // The panel is fixed to the window's corner; it names the app in its title.
        widget = new sdk.FloatingOneTap().render({
          appName: 'Рядом',
          lang: common.lang,
          scheme: common.scheme,
          oauthList: providers,
          showAlternativeLogin: data.get('alt') === 'on',
          fastAuthDisabled: data.get('fastAuthDisabled') === 'on',
        });
        internal = sdk.FloatingOneTapInternalEvents;
      } else {
        widget = new sdk.OneTap().render(
          Object.assign(common, {
            skin: data.get('skin'),
            oauthList: providers,
            showAlternativeLogin: data.get('alt') === 'on',
            fastAuthDisabled: data.get('fastAuthDisabled') === 'on',
          }),
        );
        internal = sdk.OneTapInternalEvents;
      }
    } catch (error) {
      widget = null;
      write('validation', { message: error.message });
      return;
    }
    [sdk.WidgetEvents, internal].forEach(function (names) {
      Object.keys(names).forEach(function (key) {
        widget.on(names[key], function (payload) {
          write(names[key], payload);
        });
      });
    });
  }

  fetch('/widget/demo/config.json')
    .then(function (response) {
      return response.json();
    })
    .then(function (config) {
      provider = config.providerOrigin;
      portalApp = config.app;
      // Scenarios are the local provider's demo apps; a real provider has only the portal's app.
      localProvider = /^http:\/\/([\w-]+\.)*localhost(:\d+)?$|^http:\/\/127\.0\.0\.1(:\d+)?$/.test(provider);
      form.elements.scenario.disabled = !localProvider;
      document.getElementById('provider').textContent = provider;
      form.addEventListener('change', render);
      form.addEventListener('input', function (event) {
        if (event.target.name === 'height') {
          render();
        }
      });
      render();
    })
    .catch(function (error) {
      write('config', { message: String(error) });
    });
})();
