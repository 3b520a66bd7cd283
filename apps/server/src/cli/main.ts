import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedDemo } from './seed-demo';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  migrate      apply the committed database migrations (the server also does this at start-up)
  seed demo    create (or update) the demo company; safe to run twice
  help         show this text

The database is the one the environment names: DATABASE_URL, or the embedded one in DATA_DIR (./data).
The embedded database can be used by one process at a time: stop the server first.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    if (command === 'migrate') {
      console.log(`Migrations applied (${database.kind}).`);
      return 0;
    }
    if (command === 'seed' && rest[0] === 'demo') {
      await seedDemo(database.db);
      return 0;
    }
    console.error(`Unknown command: ${argv.join(' ')}\n\n${USAGE}`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
