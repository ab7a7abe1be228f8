/**
 * Reads Cloudflare's `_headers` format (path patterns with `*`, indented `Name: value` lines), so
 * the project's static server sends exactly what the CDN will.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) throw new Error(`_headers: header line outside a path rule: "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

export function headersFor(rules: HeaderRule[], path: string): [string, string][] {
  return rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers);
}
