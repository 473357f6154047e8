// The last page of a popup sign-in (served by the local identity provider): hands the answer to the
// page that opened the popup, at that page's origin only, then closes the popup.
(function popupAnswer() {
  'use strict';

  var data = document.body.dataset;
  var opener = window.opener;
  if (!opener) {
    var status = document.querySelector('.status');
    if (status) {
      status.textContent = data.noOpener;
    }
    return;
  }
  opener.postMessage(JSON.parse(data.message), data.origin);
  window.close();
})();
