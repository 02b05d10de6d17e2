// Applies the saved theme before first paint, so a light-theme user never sees a dark flash.
// A file, not an inline script: CloudFront's Content-Security-Policy allows script-src 'self' only.
// The key and values must match web/src/lib/theme.ts.
(() => {
  let theme = 'dark';
  try {
    if (localStorage.getItem('wallet.theme') === 'light') theme = 'light';
  } catch {
    // Storage can be blocked (privacy mode): keep the default.
  }
  document.documentElement.dataset.theme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'light' ? '#f5f6fa' : '#0d0f14');
})();
