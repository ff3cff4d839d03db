import type { DatabaseHandle } from '@stride/db';
import type { Config } from './config';

/** What app.ts hands every module's routes: the configuration and the open database. */
export type ModuleOptions = { config: Config; database: DatabaseHandle };
