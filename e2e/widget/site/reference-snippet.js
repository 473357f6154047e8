// «Шиповник» signs its visitors in with VK ID the way the documentation of VK's web SDK (@vkid/sdk 2.x)
// shows a site doing it: the script-tag build's global, Config.init with the site's own state and PKCE
// verifier, the one-tap button of the low-code snippet, the floating one-tap panel, the 3-in-1 list, a
// button of the site's own that calls Auth.login(), the code exchanged in the page, and the tokens then
// refreshed, shown and ended with Auth.refreshToken, Auth.publicInfo, Auth.userInfo and Auth.logout.
// Nothing here knows it runs on the «Рядом» kit: a site's code written for the reference, unchanged.
//
// The only lines a real site would not write are marked «test harness»: the local identity provider
// stands in for id.vk.com (`__vkidDomain`), its demo app for the site's app id, and the test picks which
// of the documented settings a visit uses. No innerHTML anywhere: the page runs under Trusted Types.
if ('VKIDSDK' in window) {
  const VKID = window.VKIDSDK;

  // ---- test harness: provider, app and the documented settings of this visit (?provider=&app=&mode=
  // &responseMode=&pkce=). The provider sends the visitor back to a bare /reference.html, so the tab keeps them.
  const harness = (() => {
    const query = new URLSearchParams(location.search);
    if (query.has('provider')) {
      sessionStorage.setItem('reference-harness', query.toString());
    }
    const kept = new URLSearchParams(sessionStorage.getItem('reference-harness') || '');
    return {
      provider: kept.get('provider'),
      app: Number(kept.get('app')),
      mode: kept.get('mode') || VKID.ConfigAuthMode.InNewTab,
      responseMode: kept.get('responseMode') || VKID.ConfigResponseMode.Callback,
      // 'site': the site's backend made the state and verifier (the documented way); 'kit': it left them to the SDK.
      sitePkce: kept.get('pkce') !== 'kit',
    };
  })();
  // ---- end of test harness

  // What the site got from VK ID, in order: for the page's log and for the test to read.
  const received = [];
  window.siteReceived = received;
  const log = document.getElementById('log');

  function note(what, detail) {
    const entry = { what: what, detail: plain(detail) };
    received.push(entry);
    const line = document.createElement('li');
    line.textContent = what + ' ' + JSON.stringify(entry.detail);
    log.appendChild(line);
  }

  // Errors may be Error objects or carry functions (a retry); keep what JSON can hold.
  function plain(value) {
    if (value instanceof Error) {
      return { message: value.message };
    }
    return value === undefined
      ? null
      : JSON.parse(JSON.stringify(value, (_key, item) => (typeof item === 'function' ? '[function]' : item)));
  }

  // In real life the site's backend makes these per visit and keeps the verifier; fixed here so the
  // test can check them. The verifier is 43–128 characters long, as RFC 7636 says.
  const STATE = 'shipovnik-7f3a9c1e5b';
  const CODE_VERIFIER = 'shipovnik-verifier-3yQ8vN2kLp5RtW7xZa9Bc4De6Fg';

  VKID.Config.init({
    app: harness.app,
    redirectUrl: location.origin + '/reference.html',
    ...(harness.sitePkce ? { state: STATE, codeVerifier: CODE_VERIFIER } : {}),
    scope: 'phone email',
    mode: harness.mode,
    responseMode: harness.responseMode,
    source: VKID.ConfigSource.LOWCODE,
    __vkidDomain: harness.provider, // test harness
  });

  // The signed-in visitor's tokens, as the site keeps them after the exchange.
  let session = null;

  function vkidOnSuccess(source, deviceId) {
    return (tokens) => {
      session = { tokens: tokens, deviceId: deviceId };
      note('tokens', { source: source, tokens: tokens });
    };
  }

  function vkidOnError(error) {
    note('error', error);
  }

  // Every widget's LOGIN_SUCCESS and the custom button's Auth.login() hand over the same payload.
  function exchangeFrom(source) {
    return (payload) => {
      note('login', { source: source, payload: payload });
      VKID.Auth.exchangeCode(payload.code, payload.device_id)
        .then(vkidOnSuccess(source, payload.device_id))
        .catch(vkidOnError);
    };
  }

  // Back from VK ID with the code in the address (redirect mode, or the redirect response mode).
  const back = new URLSearchParams(location.search);
  if (back.has('code') && back.has('device_id')) {
    const payload = {
      code: back.get('code'),
      state: back.get('state'),
      device_id: back.get('device_id'),
      type: back.get('type'),
    };
    history.replaceState(null, '', location.pathname);
    exchangeFrom('redirect')(payload);
  } else if (back.has('error')) {
    history.replaceState(null, '', location.pathname);
    note('error', { error: back.get('error'), state: back.get('state') });
  }

  // The one-tap button, as the low-code snippet has it.
  const oneTap = new VKID.OneTap();
  const oneTapContainer = document.getElementById('VkIdSdkOneTap');
  if (oneTapContainer) {
    oneTap
      .render({ container: oneTapContainer, showAlternativeLogin: true })
      .on(VKID.WidgetEvents.ERROR, vkidOnError)
      .on(VKID.OneTapInternalEvents.LOGIN_SUCCESS, exchangeFrom('onetap'));
  }

  // The floating one-tap panel.
  const floatingOneTap = new VKID.FloatingOneTap();
  floatingOneTap
    .render({
      appName: 'Шиповник',
      contentId: VKID.FloatingOneTapContentId.SIGN_IN_TO_SERVICE,
      showAlternativeLogin: true,
    })
    .on(VKID.WidgetEvents.ERROR, vkidOnError)
    .on(VKID.FloatingOneTapInternalEvents.LOGIN_SUCCESS, exchangeFrom('floating'));

  // The 3-in-1 widget.
  const oauthList = new VKID.OAuthList();
  const oauthListContainer = document.getElementById('VkIdSdkOAuthList');
  if (oauthListContainer) {
    oauthList
      .render({ container: oauthListContainer, oauthList: [VKID.OAuthName.VK, VKID.OAuthName.MAIL, VKID.OAuthName.OK] })
      .on(VKID.WidgetEvents.ERROR, vkidOnError)
      .on(VKID.OAuthListInternalEvents.LOGIN_SUCCESS, exchangeFrom('oauthlist'));
  }

  // The site's own button: in the callback response mode Auth.login() resolves with the payload; in the
  // redirect modes the visitor comes back to redirectUrl with it (above).
  document.getElementById('vk_auth_button').onclick = () => {
    VKID.Auth.login({ lang: VKID.Languages.RUS, scheme: VKID.Scheme.LIGHT })
      .then(exchangeFrom('auth.login'))
      .catch(vkidOnError);
  };

  // What the site does with the tokens afterwards.
  const who = document.getElementById('who');
  document.getElementById('tokens_refresh').onclick = () => {
    VKID.Auth.refreshToken(session.tokens.refresh_token, session.deviceId)
      .then((tokens) => {
        session.tokens = Object.assign({}, session.tokens, tokens);
        note('refreshed', tokens);
      })
      .catch(vkidOnError);
  };
  document.getElementById('tokens_public_info').onclick = () => {
    VKID.Auth.publicInfo(session.tokens.id_token)
      .then((info) => {
        who.textContent =
          info.user.first_name + ' ' + info.user.last_name + ', ' + info.user.phone + ', ' + info.user.email;
        note('public_info', info);
      })
      .catch(vkidOnError);
  };
  document.getElementById('tokens_user_info').onclick = () => {
    VKID.Auth.userInfo(session.tokens.access_token)
      .then((info) => note('user_info', info))
      .catch(vkidOnError);
  };
  document.getElementById('tokens_logout').onclick = () => {
    VKID.Auth.logout(session.tokens.access_token)
      .then((result) => {
        who.textContent = '';
        note('logout', result);
      })
      .catch(vkidOnError);
  };
}
