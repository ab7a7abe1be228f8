import { writeSiteData } from '../lib/content/site-data';
const t = performance.now(); const d = writeSiteData(); console.log(d.pages.length, d.contentHash, performance.now() - t);
console.log(JSON.stringify(d.pages.find(p => p.url === '/docs/rpc/quick-start'), null, 1).slice(0, 2500));
