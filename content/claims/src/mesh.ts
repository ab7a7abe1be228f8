import { LumenizeClient, LumenizeDO, mesh, type NodeIdentity } from '@lumenize/mesh';

export class Guarded extends LumenizeDO {
  secret = 'sesame';

  @mesh()
  open(): string {
    return 'open';
  }

  internal(): string {
    return 'internal';
  }

  // A @mesh() method that hands back the node itself: what a caller chains on it goes unchecked
  @mesh()
  me(): this {
    return this;
  }

  @mesh()
  whoCalls(): NodeIdentity[] {
    return this.lmz.callContext.callChain;
  }

  // Passes the chain on to another node, which says who calls it
  @mesh()
  relay(): Promise<NodeIdentity[]> {
    return this.lmz.callRaw('GUARDED', 'relayed', this.ctn<Guarded>().whoCalls());
  }

  // A guard that refuses everyone, asynchronously
  @mesh(async () => {
    throw new Error('refused');
  })
  asyncGuarded(): string {
    return 'asyncGuarded ran';
  }
}

/** A node whose onBeforeCall refuses every call, asynchronously. */
export class Doorkeeper extends LumenizeDO {
  override async onBeforeCall(): Promise<void> {
    throw new Error('refused');
  }

  @mesh()
  enter(): string {
    return 'entered';
  }
}

export class GuardedClient extends LumenizeClient {
  results: unknown[] = [];

  call(method: 'open' | 'internal' | 'asyncGuarded'): void {
    const guarded = this.ctn<Guarded>();
    const remote = method === 'open' ? guarded.open() : method === 'internal' ? guarded.internal() : guarded.asyncGuarded();
    this.lmz.call('GUARDED', 'one', remote, this.ctn().got(this.ctn().$result));
  }

  /** Asks Guarded who calls it, directly or through a second node. */
  ask(method: 'whoCalls' | 'relay'): void {
    const guarded = this.ctn<Guarded>();
    const remote = method === 'whoCalls' ? guarded.whoCalls() : guarded.relay();
    this.lmz.call('GUARDED', 'one', remote, this.ctn().got(this.ctn().$result));
  }

  /** A call whose handler leaves `$result` out: it names the call and gets the outcome after. */
  unmarked(method: 'open' | 'internal'): void {
    const remote = method === 'open' ? this.ctn<Guarded>().open() : this.ctn<Guarded>().internal();
    this.lmz.call('GUARDED', 'one', remote, this.ctn().gotFor(method));
  }

  enter(): void {
    this.lmz.call('DOORKEEPER', 'one', this.ctn<Doorkeeper>().enter(), this.ctn().got(this.ctn().$result));
  }

  /** Chains 0.26.0 does not check for `@mesh()`: with no method call, or past the first one. */
  probe(what: 'field' | 'env' | 'sql' | 'chained'): void {
    if (what === 'chained') {
      this.lmz.call('GUARDED', 'one', this.ctn<Guarded>().me().internal(), this.ctn().got(this.ctn().$result));
      return;
    }
    // Fields, env and svc are not part of Guarded's public type: reach them as a client could
    const node = this.ctn<Guarded>() as unknown as {
      secret: string;
      env: Record<string, string>;
      svc: { sql(strings: string[]): unknown };
    };
    const remote = what === 'field' ? node.secret : what === 'env' ? node.env.JWT_PRIVATE_KEY_BLUE : node.svc.sql(['SELECT 41 + 1 AS answer']);
    this.lmz.call('GUARDED', 'one', remote as never, this.ctn().got(this.ctn().$result));
  }

  got(result: unknown): void {
    this.results.push(result);
  }

  gotFor(label: string, result?: unknown): void {
    this.results.push([label, result]);
  }
}
