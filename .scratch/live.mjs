import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
const file = 'content/docs/lumenize/introduction.mdx';
const original = readFileSync(file, 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto('http://localhost:3160/docs/lumenize/introduction');
await page.waitForTimeout(3000);
const measure = async (label, edit, check) => {
  const t = Date.now();
  edit();
  try { await page.waitForFunction(check, null, { timeout: 20000, polling: 50 }); console.log(label, Date.now() - t, 'ms'); }
  catch { console.log(label, 'TIMEOUT'); }
};
await measure('title', () => writeFileSync(file, original.replace(/^title: .*/m, 'title: Live Title One')), () => document.querySelector('h1')?.textContent === 'Live Title One');
await measure('body', () => writeFileSync(file, original.replace(/^title: .*/m, 'title: Live Title One') + '\n\nA brand new paragraph zebra.\n'), () => document.body.innerText.includes('brand new paragraph zebra'));
await measure('broken', () => writeFileSync(file, original.replace(/^title: .*/m, 'titl: oops')), () => document.body.innerText.includes('missing the following required fields') || document.documentElement.innerHTML.includes('title: string'));
await page.screenshot({ path: '/tmp/broken.png' });
await measure('fixed', () => writeFileSync(file, original), () => document.querySelector('h1')?.textContent !== 'Live Title One' && !!document.querySelector('h1'));
await browser.close();
