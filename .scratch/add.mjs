import { chromium } from '@playwright/test';
import { writeFileSync, rmSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto('http://localhost:3160/docs/lumenize-base/live-added');
console.log('h1:', await page.locator('h1').textContent());
await page.waitForTimeout(2000);
const t = Date.now();
writeFileSync('content/docs/lumenize-base/live-added.mdx', '---\ntitle: Added while open\ndescription: x\n---\n\nNew.\n');
try { await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Added while open', null, { timeout: 15000 }); console.log('shown', Date.now() - t); } catch { console.log('not shown; h1:', await page.locator('h1').textContent()); }
rmSync('content/docs/lumenize-base/live-added.mdx');
try { await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found', null, { timeout: 15000 }); console.log('deleted shown', Date.now() - t); } catch { console.log('delete not shown; h1:', await page.locator('h1').textContent()); }
await browser.close();
