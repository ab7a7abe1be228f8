import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const errors = []; page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(process.argv[2]);
await page.locator('figure[data-mermaid] svg').waitFor({ timeout: 30000 });
await page.locator('figure[data-mermaid]').screenshot({ path: '/tmp/mermaid.png' });
console.log('rendered; errors:', errors);
await browser.close();
