import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`; migrations are applied programmatically by `migrate()`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  strict: true,
});
