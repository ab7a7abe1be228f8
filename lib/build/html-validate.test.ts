import { statSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { expect, it } from 'vitest';
import { filesUnder } from './files';

const OUT = join(process.cwd(), 'out');

/**
 * The one message we accept: nextjs-toploader renders its stylesheet as a <style> in <body>
 * (third-party markup; browsers apply it, and the progress bar needs it).
 */
const isToploaderStyle = (message: Message) =>
  message.ruleId === 'element-permitted-content' && message.selector === 'html > body > style' && message.message.startsWith('<style>');

it('every page of the export is valid HTML (html-validate, recommended rules)', async () => {
  expect(statSync(OUT, { throwIfNoEntry: false })?.isDirectory(), 'build first: no out/').toBe(true);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = filesUnder(OUT).filter((file) => file.endsWith('.html'));
  expect(files.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (isToploaderStyle(message)) continue;
        problems.push(`${file.slice(OUT.length)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
