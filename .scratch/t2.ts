import { unified } from 'unified';
import { compileDocument } from '../lib/content/compile/compile';
const src = '```ts title="src/a.ts" {2}\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\n```\n\n```bash\n$ npm i x\n```\n\nInline `code` here.\n';
compileDocument(unified() as any).process(src).then((f) => console.log(JSON.stringify(JSON.parse(String(f)), null, 1).slice(0, 6000)));
