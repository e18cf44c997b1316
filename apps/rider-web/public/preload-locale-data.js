// Warms the browser's locale data (ICU) while the app's code downloads: see index.html.
try {
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'fr']);
} catch {
  // No Intl here: the app's own code reports it.
}
