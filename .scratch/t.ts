import { unified } from 'unified';
import { compileDocument } from '/work/main/lib/content/compile/compile';
const src = '---\ntitle: x\n---\n\n## {oops} Heading\n\nText {/* c */} more.\n\n{/* truncate */}\n\n<Admonition type="tip">\n\nHi\n\n</Admonition>\n\n<Tabs groupId="a">\n<Tab label="x">\n\nA\n\n</Tab>\n<Tab label="y">\n\nB\n\n</Tab>\n</Tabs>\n';
const p = compileDocument(unified() as any);
p.process(src).then((f) => console.log(String(f).slice(0, 3000)), (e) => console.error('ERR', e.message));
