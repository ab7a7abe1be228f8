import { LumenizeClient, LumenizeDO, mesh } from '@lumenize/mesh';

export class Guarded extends LumenizeDO {
  @mesh()
  open(): string {
    return 'open';
  }

  internal(): string {
    return 'internal';
  }
}

export class GuardedClient extends LumenizeClient {
  results: unknown[] = [];

  call(method: 'open' | 'internal'): void {
    const remote = method === 'open' ? this.ctn<Guarded>().open() : this.ctn<Guarded>().internal();
    this.lmz.call('GUARDED', 'one', remote, this.ctn().got(this.ctn().$result));
  }

  got(result: unknown): void {
    this.results.push(result);
  }
}
