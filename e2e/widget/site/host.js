// The host page of the widget journeys: a site owner's page that embeds the kit from its script-tag
// file. Everything is chosen by the page's query, so one page covers every state. Written without
// innerHTML so that it runs under `require-trusted-types-for 'script'`.
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var sdk = window.VKIDSDK;
  var events = [];
  window.widgetEvents = events;

  function log(name, payload) {
    events.push({ name: name, payload: payload === undefined ? null : JSON.parse(JSON.stringify(payload, replacer)) });
    var line = document.createElement('li');
    line.textContent = name + (payload === undefined ? '' : ' ' + JSON.stringify(payload, replacer));
    document.getElementById('log').appendChild(line);
  }

  // Error details may hold functions (the redirect-mode retry); logs keep their names only.
  function replacer(_key, value) {
    return typeof value === 'function' ? '[function]' : value;
  }

  function list(name) {
    var value = query.get(name);
    return value === null || value === '' ? [] : value.split(',');
  }

  function number(name, fallback) {
    var value = query.get(name);
    return value === null ? fallback : Number(value);
  }

  sdk.Config.init({
    app: Number(query.get('app') || '51000001'),
    redirectUrl: location.origin + '/callback.html',
    __vkidDomain: query.get('provider'),
    __localhost: true,
    __debug: query.get('debug') === '1',
    mode: query.get('mode') || 'new_tab',
    responseMode: query.get('responseMode') || 'redirect',
    sendStatistics: query.get('stats') !== '0',
  });

  // A site that asks for the dark scheme is a dark site: the widget draws on the site's background.
  document.body.className = query.get('scheme') === 'dark' ? 'dark' : '';
  var container = document.getElementById('widget');
  var kind = query.get('widget') || 'onetap';
  var styles = { height: number('height', 44), borderRadius: number('radius', 8), width: number('width', 0) };
  var widget;
  if (kind === 'floating') {
    widget = new sdk.FloatingOneTap();
    widget.render({
      appName: query.get('appName') || 'Шиповник',
      contentId: number('content', 0),
      lang: number('lang', 0),
      scheme: query.get('scheme') || 'light',
      fastAuthEnabled: query.get('fast') !== '0',
      showAlternativeLogin: query.get('alt') === '1',
      oauthList: list('providers'),
    });
  } else if (kind === 'oauthlist') {
    widget = new sdk.OAuthList();
    widget.render({
      container: container,
      oauthList: list('providers').length > 0 ? list('providers') : ['vkid', 'ok_ru', 'mail_ru'],
      lang: number('lang', 0),
      scheme: query.get('scheme') || 'light',
      styles: styles,
    });
  } else {
    widget = new sdk.OneTap();
    widget.render({
      container: container,
      lang: number('lang', 0),
      scheme: query.get('scheme') || 'light',
      skin: query.get('skin') || 'primary',
      fastAuthDisabled: query.get('fast') === '0',
      showAlternativeLogin: query.get('alt') === '1',
      oauthList: list('providers'),
      styles: styles,
    });
  }
  window.widget = widget;

  var names = [];
  Object.keys(sdk.WidgetEvents).forEach(function (key) {
    names.push(sdk.WidgetEvents[key]);
  });
  var internal =
    kind === 'oauthlist'
      ? sdk.OAuthListInternalEvents
      : kind === 'floating'
        ? sdk.FloatingOneTapInternalEvents
        : sdk.OneTapInternalEvents;
  Object.keys(internal || {}).forEach(function (key) {
    names.push(internal[key]);
  });
  names.forEach(function (name) {
    widget.on(name, function (payload) {
      log(name, payload);
    });
  });

  document.getElementById('close').addEventListener('click', function () {
    widget.close();
  });
  document.getElementById('hide').addEventListener('click', function () {
    widget.hide();
  });
  document.getElementById('show').addEventListener('click', function () {
    widget.show();
  });
  window.addEventListener('securitypolicyviolation', function (event) {
    log('securitypolicyviolation', { directive: event.violatedDirective, blocked: event.blockedURI });
  });
})();
