import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the first thing a developer or a writer reads: it opens with the commands that
 * build and serve the site, preview it while writing, and test it, each saying what it does, and
 * its tables read on a screen.
 */
const README = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
const SCRIPTS = Object.keys((JSON.parse(readFileSync(resolve(__dirname, '../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** The commands of the README's first code block, each with the comment beside it. */
function firstBlock(): { command: string; says: string }[] {
  const block = /^```bash\n([\s\S]*?)^```/m.exec(README);
  if (!block) throw new Error('README.md opens with no ```bash block');
  return block[1]
    .trim()
    .split('\n')
    .map((line) => {
      const [command, says = ''] = line.split(/\s+#\s+/);
      return { command: command.trim(), says: says.trim() };
    });
}

/** The npm scripts a command line runs: `npm start`, `npm test`, `npm run <name>`. */
const scriptsOf = (command: string) => [...command.matchAll(/npm (?:run ([\w:-]+)|(start|test)\b)/g)].map((match) => match[1] ?? match[2]);

describe('the README', () => {
  it('opens with the commands to build and serve, to write with a live preview, and to test, each saying what it does', () => {
    const lines = firstBlock();
    const run = lines.flatMap(({ command }) => scriptsOf(command));
    expect(run).toEqual(expect.arrayContaining(['start', 'dev', 'test']));
    expect(lines.filter(({ says }) => says === '').map(({ command }) => command)).toEqual([]);
    expect(run.filter((script) => !SCRIPTS.includes(script))).toEqual([]);
    expect(lines.find(({ command }) => command === 'npm install && npm start')).toBeDefined();
  });

  it('has no table cell too long to read on a screen', () => {
    // About three lines of a table column on a laptop's screen.
    const longest = 200;
    const cells = README.split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) => line.split('|').map((cell) => cell.trim()))
      .filter((cell) => cell.length > longest && !/^:?-+:?$/.test(cell));
    expect(cells).toEqual([]);
  });
});
