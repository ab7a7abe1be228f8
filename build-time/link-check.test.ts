import { describe, expect, it } from 'vitest';
import { checkLinks, type ExportFile } from './link-check';

const SITE = 'https://lumenize.com';
const html = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;

const files: ExportFile[] = [
  { path: 'index.html', content: html('<a href="/docs/intro">Docs</a><img src="/img/logo.svg" alt="">') },
  { path: 'docs/intro.html', content: html('<h2 id="start">Start</h2><a href="/docs/intro#start">here</a><a href="https://example.com">out</a>') },
  { path: 'img/logo.svg', content: '' },
];

describe('checkLinks', () => {
  it('passes when every internal link and image resolves', () => {
    const report = checkLinks(files, SITE);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.linksChecked).toBe(3);
  });

  it('fails on a broken link and a broken image, naming page and target', () => {
    const report = checkLinks([...files, { path: 'docs/bad.html', content: html('<a href="/docs/missing">x</a><img src="/img/none.png" alt="">') }], SITE);
    expect(report.errors).toEqual(['docs/bad.html: broken link to /docs/missing', 'docs/bad.html: broken link to /img/none.png']);
  });

  it('accepts every route form of an existing page', () => {
    const forms = '<a href="/docs/intro/">a</a><a href="/docs/intro.html">b</a><a href="/docs/intro/index.html">c</a>';
    expect(checkLinks([...files, { path: 'x.html', content: html(forms) }], SITE).errors).toEqual([]);
  });

  it('warns on a #fragment that matches no id on its target page', () => {
    const report = checkLinks([...files, { path: 'x.html', content: html('<a href="/docs/intro#nowhere">a</a>') }], SITE);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual(['x.html: link to /docs/intro#nowhere has no element with id "nowhere" on its target page']);
  });

  it('warns on a markdown link to a .md file that resolves to nothing', () => {
    const report = checkLinks([...files, { path: 'x.html', content: html('<a href="/docs/other.mdx">a</a>') }], SITE);
    expect(report.errors).toEqual([]);
    expect(report.warnings[0]).toContain('x.html: broken link to /docs/other.mdx');
  });

  it('checks og:image and twitter:image on the production site like images, and leaves other sites alone', () => {
    const head = (image: string) =>
      `<meta property="og:image" content="${image}"/><meta property="og:image:alt" content="x"/><meta name="twitter:image" content="${image}"/>`;
    const pages: ExportFile[] = [
      ...files,
      { path: 'og/docs/intro.png', content: '' },
      { path: 'good.html', content: html(head(`${SITE}/og/docs/intro.png`)) },
      { path: 'elsewhere.html', content: html(head('https://cdn.example.com/card.png')) },
      { path: 'bad.html', content: html(head(`${SITE}/og/docs/gone.png`)) },
    ];
    expect(checkLinks(pages, SITE).errors).toEqual(['bad.html: broken link to /og/docs/gone.png', 'bad.html: broken link to /og/docs/gone.png']);
  });

  it('checks absolute links to the production site in feeds', () => {
    const feed = { path: 'blog/rss.xml', content: `<rss><channel><item><link>${SITE}/blog/gone</link></item></channel></rss>` };
    expect(checkLinks([...files, feed], SITE).errors).toEqual(['blog/rss.xml: broken link to /blog/gone']);
  });

  it('reads an Atom feed’s link targets and its stylesheet as XML, entities decoded', () => {
    const feed = {
      path: 'blog/atom.xml',
      content: `<?xml version="1.0"?><?xml-stylesheet href="/blog/feed.xsl" type="text/xsl"?><feed><link rel="alternate" href="${SITE}/docs/intro?a=1&amp;b=2"/><entry><link href="${SITE}/blog/gone"/></entry></feed>`,
    };
    expect(checkLinks([...files, feed], SITE).errors).toEqual(['blog/atom.xml: broken link to /blog/feed.xsl', 'blog/atom.xml: broken link to /blog/gone']);
  });
});

describe('checkLinks resolves links as a browser does', () => {
  it('follows relative links from the page’s folder', () => {
    const pages: ExportFile[] = [
      ...files,
      { path: 'docs/rpc/guide.html', content: html('<a href="../intro#start">up</a><a href="./gone">here</a><img src="../../img/logo.svg" alt="">') },
    ];
    expect(checkLinks(pages, SITE)).toMatchObject({ errors: ['docs/rpc/guide.html: broken link to ./gone'], warnings: [] });
  });

  it('checks the site’s own links written without a scheme, and leaves a host that only begins like the site’s alone', () => {
    const page = { path: 'x.html', content: html('<a href="//lumenize.com/docs/gone">a</a><a href="https://lumenize.com.example.org/docs/gone">b</a>') };
    expect(checkLinks([...files, page], SITE).errors).toEqual(['x.html: broken link to //lumenize.com/docs/gone']);
  });
});

describe('checkLinks under a base path', () => {
  it('fails a link that lacks the base path, even when the file exists', () => {
    const files: ExportFile[] = [
      { path: 'index.html', content: html('<a href="/base/docs/intro">ok</a><img src="/img/logo.svg" alt="">') },
      { path: 'docs/intro.html', content: html('') },
      { path: 'img/logo.svg', content: '' },
    ];
    expect(checkLinks(files, SITE, '/base').errors).toEqual(['index.html: link to /img/logo.svg lacks the base path /base']);
  });

  it('resolves a relative link from the page’s address under the base path', () => {
    const files: ExportFile[] = [
      { path: 'docs/intro.html', content: html('<h2 id="start">Start</h2><a href="guide#start">a</a><a href="#start">b</a>') },
      { path: 'docs/guide.html', content: html('<h2 id="start">Start</h2>') },
    ];
    expect(checkLinks(files, SITE, '/base')).toMatchObject({ errors: [], warnings: [] });
  });
});

describe('checkLinks reads pages as HTML', () => {
  it('finds links whatever the quoting or attribute order, and ids written any way', () => {
    const files: ExportFile[] = [
      { path: 'docs/intro.html', content: html("<h2 class=x id='start'>Start</h2>") },
      { path: 'x.html', content: html("<a class=a href='/docs/gone'>a</a><a href=/docs/intro#start>b</a><img alt='' src=/img/none.png>") },
    ];
    const report = checkLinks(files, SITE);
    expect(report.errors).toEqual(['x.html: broken link to /docs/gone', 'x.html: broken link to /img/none.png']);
    expect(report.warnings).toEqual([]);
  });

  it('does not count text that only looks like a link, in code or in a comment', () => {
    const files: ExportFile[] = [{ path: 'x.html', content: html('<pre><code>&lt;a href="/docs/gone"&gt;</code></pre><!-- <a href="/old"> -->') }];
    expect(checkLinks(files, SITE)).toMatchObject({ errors: [], linksChecked: 0 });
  });
});
