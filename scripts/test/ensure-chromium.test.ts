import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-chromium';

describe('the measuring browser', () => {
  it('runs the page under test and no page of its own interface beside it', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto('data:text/html,<title>page under test</title>');
      // Chromium builds its interface's WebUI pages while it starts; give them the time they take here.
      await page.waitForTimeout(2000);
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      const renderers = targetInfos.filter((target) => target.type !== 'browser').map((target) => `${target.type} ${target.url}`);
      expect(renderers).toEqual(['page data:text/html,<title>page under test</title>']);
    } finally {
      await browser.close();
    }
  });
});
