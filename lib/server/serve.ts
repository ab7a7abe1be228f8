import { existsSync } from 'node:fs';
import { createStaticServer } from './static-server';

const port = Number(process.env.PORT ?? 3000);
const root = process.env.LUMENIZE_OUT_DIR ?? 'out';
const basePath = process.env.LUMENIZE_SERVE_BASE_PATH ?? '';

if (!existsSync(`${root}/index.html`)) {
  console.error(`No export in ${root}/: run \`npm run build\` first.`);
  process.exit(1);
}

createStaticServer({ root, basePath }).listen(port, () => {
  console.log(`Serving ${root}/ on http://localhost:${port}${basePath}`);
});
