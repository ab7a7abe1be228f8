import { readFileSync } from 'node:fs';

/**
 * The site's own repository, named once by package.json's `repository`: "Edit this page" opens a
 * document's file there, on the branch the site is built from.
 */
const PACKAGE_JSON = 'package.json';
const BRANCH = 'main';

export function repositoryWebUrl(packageJson: { repository?: string | { type?: string; url?: string } }): string {
  const url = typeof packageJson.repository === 'string' ? packageJson.repository : packageJson.repository?.url;
  if (!url) throw new Error(`${PACKAGE_JSON}: repository.url is missing; "Edit this page" links point into that repository.`);
  const web = url.replace(/^git\+/, '').replace(/\.git$/, '');
  if (!/^https:\/\/[^/]+\/[^/]+\/[^/]+$/.test(web)) {
    throw new Error(`${PACKAGE_JSON}: repository.url "${url}" is not an https address of a repository (https://host/owner/name).`);
  }
  return web;
}

let ownRepository: string | undefined;

/** Where "Edit this page" points for a file named as git names it (`content/docs/x.mdx`). */
export function editUrlOf(sourcePath: string, repository = (ownRepository ??= repositoryWebUrl(JSON.parse(readFileSync(PACKAGE_JSON, 'utf8'))))): string {
  return `${repository}/edit/${BRANCH}/${sourcePath}`;
}
