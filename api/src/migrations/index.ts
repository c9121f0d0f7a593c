import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795290384034 } from './1795290384034-initial-schema.js';

// Ordered list of migrations. `npm run db:generate -- <Name>` writes a new file and appends it here.
export const MIGRATIONS: (new () => MigrationInterface)[] = [InitialSchema1795290384034];
