// The Debian Chromium that the benchmark scripts, the e2e tests and the matrix drive (Playwright's own
// browser download is not available), with the flags every run here uses.
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/lib/chromium/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
