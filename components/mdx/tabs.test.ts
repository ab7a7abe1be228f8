import { createElement, type ComponentProps, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tab, Tabs, type TabProps } from './tabs';

// Children go as createElement's arguments, not as a prop; the casts leave them out of the props' type.
const tab = (label: string, value?: string) => createElement(Tab, { label, value } as TabProps, `${label} text`);
const render = (groupId: string | undefined, ...children: ReactNode[]) =>
  renderToStaticMarkup(createElement(Tabs, { groupId } as ComponentProps<typeof Tabs>, ...children));

describe('Tabs', () => {
  it('is a radio per tab, the first checked, sharing one name, and a panel per tab', () => {
    const html = render('pm', tab('npm'), tab('pnpm'));
    const radios = [...html.matchAll(/<input [^>]*>/g)].map(([input]) => ({
      name: /name="([^"]+)"/.exec(input)?.[1],
      value: /value="([^"]+)"/.exec(input)?.[1],
      checked: input.includes(' checked=""'),
    }));
    expect(radios.map(({ value, checked }) => [value, checked])).toEqual([
      ['npm', true],
      ['pnpm', false],
    ]);
    expect(radios[0].name).toMatch(/^tabs-/);
    expect(radios[1].name).toBe(radios[0].name);
    expect(html).toContain('data-tabs-group="pm"');
    expect(html).toContain('npm text');
    expect(html).toContain('pnpm text');
  });

  it('names the group in each mistake a writer can make', () => {
    expect(() => render('pm')).toThrow('<Tabs groupId="pm"> has no <Tab>.');
    expect(() => render('pm', tab('npm'), createElement('p', null, 'loose'))).toThrow('<Tabs groupId="pm"> may only contain <Tab label="…"> elements.');
    expect(() => render('pm', tab('npm'), tab('npm 2', 'npm'))).toThrow('<Tabs groupId="pm"> has two tabs with the value "npm".');
    expect(() => render(undefined, ...Array.from({ length: 13 }, (_, i) => tab(`t${i}`)))).toThrow('<Tabs> has 13 tabs; at most 12 are supported.');
  });
});
