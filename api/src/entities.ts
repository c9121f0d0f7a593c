import { StoredFile } from './modules/files/entities/stored-file.entity.js';
import { SiteConfiguration } from './modules/site-configuration/entities/site-configuration.entity.js';

/** Every TypeORM entity, for the Nest module, the CLI and the migration-drift check. */
export const ENTITIES = [StoredFile, SiteConfiguration];
