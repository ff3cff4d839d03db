// Runs drizzle-kit so that it finds this package's drizzle-orm. npm installs drizzle-orm under
// packages/db/node_modules while drizzle-kit is hoisted to the root, and drizzle-kit imports
// drizzle-orm from its own location; the hook below resolves those imports from this package.
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const requireHere = createRequire(import.meta.url);
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(import.meta.url)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);

// CommonJS requires of drizzle-orm inside drizzle-kit go through NODE_PATH-like global paths.
const Module = requireHere('node:module');
const ownModules = new URL('../node_modules', import.meta.url).pathname;
Module.globalPaths.push(ownModules);
process.env.NODE_PATH = [ownModules, process.env.NODE_PATH].filter(Boolean).join(':');
Module._initPaths?.();

const bin = requireHere.resolve('drizzle-kit').replace(/[^/]+$/, 'bin.cjs');
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
