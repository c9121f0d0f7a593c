import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';
import { createDataSource } from './platform/database/data-source.js';
import { withMigrationLock } from './platform/database/migration-lock.js';
import { openDatabase, type DatabaseRuntime } from './platform/database/database-runtime.js';
import { createScratchDatabase } from './platform/database/scratch-database.js';
import { buildOpenApiDocument } from './platform/docs/swagger.js';
import { MoneyCheckService } from './modules/payments/money-check.service.js';
import { bootstrap, createFirstAdmin } from './seed/bootstrap.js';
import { createStorage } from './platform/storage/create-storage.js';
import { resetDemoMember } from './seed/demo-associates.js';
import { DEMO_MEMBER, seedDemo } from './seed/demo-seed.js';

/**
 * Database and document chores, run from the repo root (npm scripts):
 *   migrate            apply pending migrations
 *   seed               migrate, then insert the demo data that is missing
 *   reset              drop everything, migrate, seed the demo data
 *   create-admin       create the first staff account from ADMIN_CPF/ADMIN_PASSWORD/ADMIN_EMAIL
 *   reset-demo-member  put socio@clube.test back as seeded (password, first access, dependents)
 *   check              fail when the entities need a migration that does not exist
 *   generate <Name>    write a migration for the entity changes into api/src/migrations
 *   openapi [--check]  write api/openapi.json (or fail when it is out of date)
 *   money-check        prove the ledger: for every order captured − refunded = owed (exit 1 if not)
 */
const root =
  process.env['INIT_CWD'] && existsSync(join(process.env['INIT_CWD'], 'nx.json'))
    ? process.env['INIT_CWD']
    : process.cwd();
const migrationsDir = resolve(root, 'api/src/migrations');
const openApiFile = resolve(root, 'api/openapi.json');

async function withDataSource<T>(
  db: DatabaseRuntime,
  fn: (ds: ReturnType<typeof createDataSource>) => Promise<T>,
): Promise<T> {
  const ds = createDataSource(db);
  await ds.initialize();
  try {
    return await fn(ds);
  } finally {
    await ds.destroy();
    await db.stop();
  }
}

/** SQL the entities need beyond what the migrations create. */
async function pendingSchemaChanges(): Promise<{ up: string[]; down: string[] }> {
  const db = await createScratchDatabase(process.env['DATABASE_URL']);
  return withDataSource(db, async (ds) => {
    await ds.runMigrations({ transaction: 'each' });
    const sql = await ds.driver.createSchemaBuilder().log();
    return {
      up: sql.upQueries.map((q) => q.query),
      down: sql.downQueries.map((q) => q.query).reverse(),
    };
  });
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  switch (command) {
    case 'migrate': {
      const db = await openDatabase(config);
      await withDataSource(db, async (ds) => {
        // Under the lock the API takes at start: a replica starting meanwhile waits for it.
        const done = await withMigrationLock(ds, db.embedded, async () => {
          const applied = await ds.runMigrations({ transaction: 'each' });
          await bootstrap(ds, config);
          return applied;
        });
        console.log(
          done.length ? `Applied: ${done.map((m) => m.name).join(', ')}` : 'No pending migrations.',
        );
      });
      return;
    }
    case 'seed':
      await withDataSource(await openDatabase(config), async (ds) => {
        await ds.runMigrations({ transaction: 'each' });
        await bootstrap(ds, config);
        await seedDemo(ds, await createStorage(config));
        console.log('Demo data is in place.');
      });
      return;
    case 'reset':
      await withDataSource(await openDatabase(config), async (ds) => {
        await ds.dropDatabase();
        await ds.runMigrations({ transaction: 'each' });
        await bootstrap(ds, config);
        await seedDemo(ds, await createStorage(config));
        console.log('Database reset: migrated and seeded with demo data.');
      });
      return;
    case 'reset-demo-member':
      await withDataSource(await openDatabase(config), async (ds) => {
        await ds.runMigrations({ transaction: 'each' });
        const done = await resetDemoMember(ds, DEMO_MEMBER);
        console.log(
          done
            ? `${DEMO_MEMBER.email}: password, first access and dependents restored; sessions ended.`
            : `${DEMO_MEMBER.email} does not exist: run \`npm run db:seed\` first.`,
        );
        if (!done) process.exitCode = 1;
      });
      return;
    case 'create-admin': {
      // The first staff account of a production install, from the environment (never a default password).
      const admin = config.bootstrapAdmin;
      if (!admin) {
        console.error(
          'Set ADMIN_CPF, ADMIN_PASSWORD (8 to 20 characters) and ADMIN_EMAIL (and optionally ADMIN_NAME).',
        );
        process.exit(2);
      }
      await withDataSource(await openDatabase(config), async (ds) => {
        await ds.runMigrations({ transaction: 'each' });
        await bootstrap(ds, { ...config, bootstrapAdmin: undefined });
        const created = await createFirstAdmin(ds, admin);
        console.log(
          created
            ? 'First staff account created with every permission.'
            : 'A staff account already exists: nothing created.',
        );
      });
      return;
    }
    case 'check': {
      const { up } = await pendingSchemaChanges();
      if (up.length) {
        console.error(
          'Entities and migrations disagree. Run `npm run db:generate -- <Name>`. Missing SQL:',
        );
        for (const q of up) console.error(`  ${q};`);
        process.exit(1);
      }
      console.log('Migrations match the entities.');
      return;
    }
    case 'generate': {
      const name = args[0];
      if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
        console.error('Usage: npm run db:generate -- <PascalCaseName>');
        process.exit(2);
      }
      const { up, down } = await pendingSchemaChanges();
      if (!up.length) {
        console.log('No changes: nothing generated.');
        return;
      }
      const stamp = Date.now();
      const cls = `${name}${stamp}`;
      const q = (s: string) => `    await queryRunner.query(${JSON.stringify(s)});`;
      const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${cls} implements MigrationInterface {
  name = '${cls}';

  async up(queryRunner: QueryRunner): Promise<void> {
${up.map(q).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${down.map(q).join('\n')}
  }
}
`;
      const file = `${stamp}-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
      writeFileSync(join(migrationsDir, `${file}.ts`), source);
      const indexFile = join(migrationsDir, 'index.ts');
      const index = readFileSync(indexFile, 'utf8');
      const lines = index.split('\n');
      const lastImport = lines.reduce((at, line, i) => (line.startsWith('import ') ? i : at), -1);
      lines.splice(lastImport + 1, 0, `import { ${cls} } from './${file}.js';`);
      const updated = lines.join('\n').replace(/= \[([^\]]*)\];/, (_m, list: string) => {
        const items = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        return `= [${[...items, cls].join(', ')}];`;
      });
      writeFileSync(indexFile, updated);
      console.log(`Wrote api/src/migrations/${file}.ts — review it before committing.`);
      return;
    }
    case 'openapi': {
      const db = await createScratchDatabase(undefined);
      const running = await createApp(
        { ...config, env: 'test', logLevel: 'silent', seedDemo: false },
        { db, seed: false },
      );
      try {
        const text = `${JSON.stringify(buildOpenApiDocument(running.app), null, 2)}\n`;
        if (args.includes('--check')) {
          const current = existsSync(openApiFile) ? readFileSync(openApiFile, 'utf8') : '';
          if (current !== text) {
            console.error('api/openapi.json is out of date: run `npm run openapi` and commit it.');
            process.exitCode = 1;
          } else console.log('api/openapi.json is up to date.');
        } else {
          writeFileSync(openApiFile, text);
          console.log('Wrote api/openapi.json');
        }
      } finally {
        await running.close();
      }
      return;
    }
    case 'money-check': {
      const db = await openDatabase(config);
      // No periodic job of its own (it only reads), but the modules initialised: the order
      // products register themselves on init (OrderProducts), and the check asks each of them
      // what its orders owe — without init it had none and its SQL was `WITH owed AS ()`.
      const running = await createApp(
        {
          ...config,
          logLevel: 'warn',
          seedDemo: false,
          payments: { ...config.payments, reconcile: false },
          events: { ...config.events, relay: false },
          orders: { ...config.orders, eventSweeper: false },
        },
        { db, seed: false },
      );
      try {
        await running.app.init();
        const result = await running.app.get(MoneyCheckService).run();
        const reais = (c: number) => (c / 100).toFixed(2);
        console.log(
          `Money check: ${result.orders} orders, ${result.payments} payments, captured R$ ${reais(result.captured)}, refunded R$ ${reais(result.refunded)} (${result.refundsRequested} refunds awaiting the acquirer)`,
        );
        for (const v of result.violations) console.error(`  VIOLATION [${v.rule}] ${v.detail}`);
        if (result.violations.length) {
          console.error(`Money check FAILED: ${result.violations.length} violation(s).`);
          process.exitCode = 1;
        } else console.log('Money check passed: every order adds up.');
      } finally {
        await running.close();
      }
      return;
    }
    default:
      console.error(
        'Commands: migrate | seed | reset | reset-demo-member | check | generate <Name> | openapi [--check] | money-check',
      );
      process.exit(2);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
