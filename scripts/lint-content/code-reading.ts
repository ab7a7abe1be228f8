/**
 * What the content rules learn from an example's code, read with the TypeScript compiler's parser
 * rather than with patterns over its text: which checks each routing hook makes, and which `on*`
 * handlers are assigned to sockets made by the WebSocket shim. Each function takes the code of one
 * fence and reports 1-based line numbers within it.
 */
import ts from 'typescript';

function parse(code: string, tsx = false): ts.SourceFile {
  return ts.createSourceFile(tsx ? 'fence.tsx' : 'fence.ts', code, ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isNonNullExpression(current) || ts.isSatisfiesExpression(current)) {
    current = current.expression;
  }
  return current;
}

function forEachNode(root: ts.Node, visit: (node: ts.Node) => void): void {
  const walk = (node: ts.Node) => {
    visit(node);
    ts.forEachChild(node, walk);
  };
  walk(root);
}

type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

/** Functions declared at any depth of the file by name: `function f() {}` and `const f = () => …`. */
function declaredFunctions(source: ts.SourceFile): Map<string, FunctionNode> {
  const found = new Map<string, FunctionNode>();
  forEachNode(source, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name) found.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = unwrap(node.initializer);
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) found.set(node.name.text, value);
    }
  });
  return found;
}

/** Object literals bound to a name (`const options = { … }`), so a call may pass its options by name. */
function declaredObjects(source: ts.SourceFile): Map<string, ts.ObjectLiteralExpression> {
  const found = new Map<string, ts.ObjectLiteralExpression>();
  forEachNode(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = unwrap(node.initializer);
      if (ts.isObjectLiteralExpression(value)) found.set(node.name.text, value);
    }
  });
  return found;
}

// Globals a hook may call that cannot answer a request.
const HARMLESS_CALLS = new Set(['String', 'Number', 'Boolean', 'parseInt', 'parseFloat', 'encodeURIComponent', 'decodeURIComponent', 'atob', 'btoa']);

/** What one routing hook does: whether it can answer with a Response, and the checks it makes. */
interface HookReading {
  /** It builds a Response, or calls a function of the page that does, or one the page does not show. */
  responds: boolean;
  /** `header:<name>` for each request header it reads, `method` when it reads the method, `call:<name>` for each function it calls that the page does not show. */
  checks: Set<string>;
}

function readFunction(node: ts.Node, functions: Map<string, FunctionNode>, seen: Set<ts.Node> = new Set()): HookReading {
  // A function passed by a name the page does not declare: assume it can refuse, and name it.
  if (ts.isIdentifier(node)) return { responds: true, checks: new Set([`call:${node.text}`]) };
  const reading: HookReading = { responds: false, checks: new Set() };
  if (seen.has(node)) return reading;
  seen.add(node);
  const merge = (other: HookReading) => {
    reading.responds ||= other.responds;
    other.checks.forEach((check) => reading.checks.add(check));
  };
  forEachNode(node, (inner) => {
    if (ts.isNewExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === 'Response') reading.responds = true;
    if (ts.isPropertyAccessExpression(inner) && inner.name.text === 'method') reading.checks.add('method');
    if (!ts.isCallExpression(inner)) return;
    const callee = unwrap(inner.expression);
    if (ts.isPropertyAccessExpression(callee)) {
      const target = unwrap(callee.expression);
      if (ts.isIdentifier(target) && target.text === 'Response') reading.responds = true;
      const readsHeader = ['get', 'has'].includes(callee.name.text) && ts.isPropertyAccessExpression(target) && target.name.text === 'headers';
      const [first] = inner.arguments;
      if (readsHeader && first && ts.isStringLiteralLike(first)) reading.checks.add(`header:${first.text.toLowerCase()}`);
    } else if (ts.isIdentifier(callee) && !HARMLESS_CALLS.has(callee.text)) {
      const declared = functions.get(callee.text);
      if (declared) merge(readFunction(declared, functions, seen));
      else {
        reading.responds = true;
        reading.checks.add(`call:${callee.text}`);
      }
    }
  });
  return reading;
}

type HookName = 'onBeforeRequest' | 'onBeforeConnect';
const ROUTERS = new Set(['routeDORequest', 'routeAgentRequest']);

/** The node a hook property stands for: a function, a function found by its name, or the expression itself. */
function hookValue(property: ts.ObjectLiteralElementLike, functions: Map<string, FunctionNode>): ts.Node | undefined {
  if (ts.isMethodDeclaration(property)) return property;
  const value = ts.isPropertyAssignment(property) ? unwrap(property.initializer) : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
  if (value && ts.isIdentifier(value)) return functions.get(value.text) ?? value;
  return value;
}

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/** A router call whose `onBeforeRequest` can refuse a request on grounds its `onBeforeConnect` does not check. */
export interface HookMismatch {
  /** Line of the `onBeforeRequest` property, 1-based within the code. */
  line: number;
  /** Checks made by `onBeforeRequest` that `onBeforeConnect` lacks; empty when `onBeforeConnect` is missing or refuses nothing. */
  missing: string[];
  connect: 'missing' | 'refuses nothing' | 'checks less';
}

/**
 * For each `routeDORequest` or `routeAgentRequest` call, compares the two hooks of its options
 * object. A gate in `onBeforeRequest` (a hook that can answer with a Response) needs a matching
 * gate in `onBeforeConnect`: the router picks the hook by the `Upgrade` header alone, which a
 * client can add to any request. Matching means `onBeforeConnect` also refuses requests and makes
 * every check `onBeforeRequest` makes (headers read, the method, functions the page does not show);
 * helpers declared on the page are followed into.
 */
export function hookGateMismatches(code: string, tsx = false): HookMismatch[] {
  const source = parse(code, tsx);
  const functions = declaredFunctions(source);
  const objects = declaredObjects(source);
  const found: HookMismatch[] = [];
  forEachNode(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = unwrap(node.expression);
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (!ROUTERS.has(name) || node.arguments.length < 3) return;
    const argument = unwrap(node.arguments[2]);
    const options = ts.isObjectLiteralExpression(argument) ? argument : ts.isIdentifier(argument) ? objects.get(argument.text) : undefined;
    if (!options) return;
    const hooks = new Map<HookName, ts.ObjectLiteralElementLike>();
    for (const property of options.properties) {
      const key = propertyName(property);
      if (key === 'onBeforeRequest' || key === 'onBeforeConnect') hooks.set(key, property);
    }
    const requestHook = hooks.get('onBeforeRequest');
    const requestValue = requestHook && hookValue(requestHook, functions);
    if (!requestHook || !requestValue) return;
    const request = readFunction(requestValue, functions);
    if (!request.responds) return;
    const connectHook = hooks.get('onBeforeConnect');
    const connectValue = connectHook && hookValue(connectHook, functions);
    const line = lineOf(source, requestHook);
    if (!connectValue) {
      found.push({ line, missing: [...request.checks], connect: 'missing' });
      return;
    }
    if (connectValue === requestValue) return;
    const connect = readFunction(connectValue, functions);
    const missing = [...request.checks].filter((check) => !connect.checks.has(check));
    if (!connect.responds) found.push({ line, missing, connect: 'refuses nothing' });
    else if (missing.length > 0) found.push({ line, missing, connect: 'checks less' });
  });
  return found;
}

const HANDLER_PROPERTIES = new Set(['onopen', 'onmessage', 'onclose', 'onerror']);
// A `WebSocket` read from one of these is the runtime's own class, not a shim.
const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self', 'global']);

/** An assignment of an `on*` handler to a socket made by the WebSocket shim. */
export interface ShimHandlerAssignment {
  line: number;
  /** The assignment's target as written, such as `ws.onmessage`. */
  target: string;
}

/**
 * Finds `socket.onmessage = …` (and `onopen`, `onclose`, `onerror`) where `socket` was made by the
 * WebSocket shim: `new X.WebSocket(…)` for any `X` but the global object (a `Browser`, a browser
 * context, `new Browser()`), `new (getWebSocketShim(…))(…)`, or `new C(…)` for a name `C` bound to
 * either kind of class, including by destructuring `WebSocket` out of an object.
 */
export function shimHandlerAssignments(code: string, tsx = false): ShimHandlerAssignment[] {
  const source = parse(code, tsx);
  const shimClasses = new Set<string>();
  const shimSockets = new Set<string>();

  const isShimClass = (expression: ts.Expression): boolean => {
    const node = unwrap(expression);
    if (ts.isIdentifier(node)) return shimClasses.has(node.text);
    if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      return name === 'getWebSocketShim';
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'WebSocket') {
      const owner = unwrap(node.expression);
      return !(ts.isIdentifier(owner) && GLOBAL_OBJECTS.has(owner.text));
    }
    return false;
  };
  const isShimSocket = (expression: ts.Expression): boolean => {
    const node = unwrap(expression);
    if (ts.isIdentifier(node)) return shimSockets.has(node.text);
    return ts.isNewExpression(node) && isShimClass(node.expression);
  };

  // Bindings first, in source order, so that a class bound to a name is known where it is used.
  forEachNode(source, (node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      if (ts.isIdentifier(node.name)) {
        if (isShimClass(node.initializer)) shimClasses.add(node.name.text);
        else if (isShimSocket(node.initializer)) shimSockets.add(node.name.text);
      } else if (ts.isObjectBindingPattern(node.name)) {
        const owner = unwrap(node.initializer);
        if (ts.isIdentifier(owner) && GLOBAL_OBJECTS.has(owner.text)) return;
        for (const element of node.name.elements) {
          const key =
            element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : ts.isIdentifier(element.name) ? element.name.text : '';
          if (key === 'WebSocket' && ts.isIdentifier(element.name)) shimClasses.add(element.name.text);
        }
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left)) {
      if (isShimClass(node.right)) shimClasses.add(node.left.text);
      else if (isShimSocket(node.right)) shimSockets.add(node.left.text);
    }
  });

  const found: ShimHandlerAssignment[] = [];
  forEachNode(source, (node) => {
    if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return;
    const target = unwrap(node.left);
    if (!ts.isPropertyAccessExpression(target) || !HANDLER_PROPERTIES.has(target.name.text)) return;
    if (isShimSocket(target.expression)) found.push({ line: lineOf(source, node), target: target.getText(source) });
  });
  return found;
}

const WORKER_MODULES = /^(cloudflare:|@lumenize\/testing$|@cloudflare\/vitest-pool-workers)/;

/**
 * Whether a fence is Worker-typed code, where `WebSocket` means the Workers type: a file under
 * `src/` or `test/` that is not browser code, or code that imports a Workers-only module
 * (`cloudflare:*`, `@lumenize/testing`, `@cloudflare/vitest-pool-workers`).
 */
export function isWorkerCode(code: string, title: string | undefined, tsx = false): boolean {
  if (title && /browser/i.test(title)) return false;
  if (title && /^(src|test)\//.test(title)) return true;
  const source = parse(code, tsx);
  return source.statements.some(
    (statement) => ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && WORKER_MODULES.test(statement.moduleSpecifier.text),
  );
}

/** A function an example sets on a property, or the arguments of a call: where, and its source text. */
export interface CodeSpan {
  /** Line of the property or call, 1-based within the code. */
  line: number;
  text: string;
}

/**
 * The functions set on properties named `name` (`origin: (o) => …`, `onBeforeConnect(req) { … }`,
 * or a function passed by its name), with the text of each. A value that is not a function, or the
 * name of one the code does not declare, is left out.
 */
export function functionsSetOn(code: string, name: string, tsx = false): CodeSpan[] {
  const source = parse(code, tsx);
  const functions = declaredFunctions(source);
  const found: CodeSpan[] = [];
  forEachNode(source, (node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    for (const property of node.properties) {
      if (propertyName(property) !== name) continue;
      const value = hookValue(property, functions);
      if (value && !ts.isIdentifier(value) && (ts.isFunctionLike(value) || ts.isMethodDeclaration(value))) {
        found.push({ line: lineOf(source, property), text: value.getText(source) });
      }
    }
  });
  return found;
}

/** The argument lists of the calls to functions or methods named in `callees` (`getWebSocketShim(…)`, `browser.context(…)`). */
export function callArgumentsOf(code: string, callees: readonly string[], tsx = false): CodeSpan[] {
  const source = parse(code, tsx);
  const found: CodeSpan[] = [];
  forEachNode(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = unwrap(node.expression);
    const called = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
    if (called && callees.includes(called)) found.push({ line: lineOf(source, node), text: node.arguments.map((arg) => arg.getText(source)).join(', ') });
  });
  return found;
}
