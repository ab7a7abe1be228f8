import { describe, expect, it } from 'vitest';
import { editUrlOf, repositoryWebUrl } from './repository';

describe('"Edit this page" follows package.json\'s repository', () => {
  it('opens the file on the main branch of the repository named there', () => {
    const repository = repositoryWebUrl({ repository: { type: 'git', url: 'git+https://github.com/acme/site.git' } });
    expect(editUrlOf('content/docs/intro.mdx', repository)).toBe('https://github.com/acme/site/edit/main/content/docs/intro.mdx');
    expect(repositoryWebUrl({ repository: 'https://github.com/acme/site' })).toBe('https://github.com/acme/site');
  });

  it('names package.json and the field when the repository is missing or not a web address', () => {
    expect(() => repositoryWebUrl({})).toThrow('package.json: repository.url is missing');
    expect(() => repositoryWebUrl({ repository: { url: 'git@github.com:acme/site.git' } })).toThrow(
      'package.json: repository.url "git@github.com:acme/site.git" is not an https address',
    );
  });
});
