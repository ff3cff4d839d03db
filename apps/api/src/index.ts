/** What other workspaces (bench, e2e) use to run the api in-process. */
export { type AppDependencies, buildApp } from './app';
export { type Config, ConfigError, loadConfig } from './config';
