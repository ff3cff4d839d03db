/**
 * The machine's Chromium, as every browser run of the project starts it (Playwright's journeys,
 * the bench's Lighthouse): no browser is downloaded, and nothing in it reaches out to the network
 * on its own, which this machine's closed network would refuse many times over.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
