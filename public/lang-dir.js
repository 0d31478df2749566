// Sets the page's language and direction from the saved choice before anything is drawn, so an Arabic page
// never flashes left to right. A file rather than an inline script: the Content-Security-Policy allows no
// inline script (server/plugins/security-headers.ts).
(function () {
  var ar = localStorage.getItem('lang') === 'ar';
  document.documentElement.lang = ar ? 'ar' : 'en';
  document.documentElement.dir = ar ? 'rtl' : 'ltr';
})();
