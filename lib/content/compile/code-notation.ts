/**
 * The code a reader gets when copying a block: diff notation resolved to the "after" side
 * (`// [!code --]` lines dropped, `// [!code ++]` markers removed), other notation comments removed.
 */
export function asPasted(lines: string[]): string[] {
  return lines.filter((line) => !/\/\/\s*\[!code --\]/.test(line)).map((line) => line.replace(/\s*\/\/\s*\[!code [^\]]+\]/g, ''));
}
