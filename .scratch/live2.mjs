import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
const file = 'content/docs/lumenize-base/introduction.mdx';
const original = readFileSync(file, 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto('http://localhost:3160/docs/lumenize-base/introduction');
await page.waitForTimeout(3000);
for (const n of [1, 2, 3, 4]) {
  const t = Date.now();
  console.log(new Date().toISOString().slice(11, 23), 'write', n);
  writeFileSync(file, original.replace(/^title: .*/m, `title: Live ${n}`));
  await page.waitForFunction((n) => document.querySelector('h1')?.textContent === `Live ${n}`, n, { timeout: 30000, polling: 50 });
  console.log(new Date().toISOString().slice(11, 23), 'shown', n, Date.now() - t);
  await page.waitForTimeout(1500);
}
writeFileSync(file, original);
await browser.close();
