// Next runs this file in the browser before any of the app's own modules, on every page.
//
// zod, when it builds an object schema, probes whether it may compile a faster parser with
// `new Function`. The pages' CSP allows no eval, so the probe is refused, and although zod catches the
// throw, Chromium reports the violation (DevTools' Issues, Lighthouse's best practices). zod's
// `jitless` setting skips the probe and the compiled parser; the browser parses a handful of api
// answers, too few for the faster parser to matter.
//
// It must be set before the first schema is built, and schemas are built as their chunks load, in an
// order no module controls: so here. zod keeps its settings on this global and adopts one that is
// already there (that is how two copies of zod share them). Setting it directly costs the cached
// pages nothing; `config()` from 'zod/v4/core' would put 15 KB of zod's helpers into every page.
// The e2e journeys fail on any CSP violation, so a zod that stopped reading this global shows there.
const zodSettings = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
