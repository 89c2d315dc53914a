import 'reflect-metadata';
import fs from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './swagger';

/**
 * Writes the OpenAPI document to the path given as the first argument without touching the
 * database or Redis (preview mode instantiates no providers). Used by `npm run generate`.
 */
async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node openapi-cli.js <output.json>');
  const app = await NestFactory.create(AppModule, { preview: true, logger: false });
  app.setGlobalPrefix('api');
  const document = await buildOpenApiDocument(app);
  fs.writeFileSync(out, JSON.stringify(document, null, 2) + '\n');
  await app.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
