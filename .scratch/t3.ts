import { unified } from 'unified';
import { compileDocument } from '../lib/content/compile/compile';
import { readTree } from '../lib/content/compiled-tree';
import { plainTree, plainHtml, plainMarkdown } from '../lib/content/outputs';
const src = `---\ntitle: x\n---\n\nIntro with [a link](/docs/introduction) and \`inline\`.\n\n## Setup Things\n\n:::tip[Start here]\nDo **this**.\n:::\n\n> [!CAUTION]\n> Careful.\n\n<Tabs groupId="pm">\n<Tab label="npm">\n\n\`\`\`bash\n$ npm install x\n\`\`\`\n\n</Tab>\n<Tab label="pnpm">\n\n\`\`\`bash\n$ pnpm add x\n\`\`\`\n\n</Tab>\n</Tabs>\n\n\`\`\`ts title="src/a.ts" {2}\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\n\`\`\`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n\`\`\`mermaid\ngraph TD; A-->B\n\`\`\`\n\n<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n`;
compileDocument(unified() as any).process(src).then((f) => {
  const tree = readTree(String(f));
  const plain = plainTree(tree, { resolveUrl: (p) => 'https://lumenize.com' + p });
  console.log(plainHtml(plain)); console.log('-----'); console.log(plainMarkdown(plain));
});
