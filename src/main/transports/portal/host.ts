/**
 * The arbiter's handle on the portal's listener: which networks this computer has, and the one
 * listener at a time on the interface the arbiter chose (RULES.md R16.2; tests and benchmarks
 * choose 127.0.0.1, only a person chooses the hall's network).
 */
import { networkInterfaces } from 'node:os';
import { AppError } from '../../../shared/errors';
import type { PortalListener } from '../../../shared/api/portal';
import type { PortalHost } from '../../api/types';
import type { EventSession } from '../../session/session';
import { GuessGuard } from './guessing';
import { startPortalServer, type PortalServer, type PortalServerOptions } from './server';

const LOOPBACK = '127.0.0.1';

export function listInterfaces(): ReturnType<PortalHost['interfaces']> {
  const out: ReturnType<PortalHost['interfaces']> = [
    { address: LOOPBACK, name: 'lo', scope: 'this-computer' },
  ];
  for (const [name, list] of Object.entries(networkInterfaces()))
    for (const a of list ?? [])
      if (a.family === 'IPv4' && !a.internal) out.push({ address: a.address, name, scope: 'network' });
  return out;
}

export function createPortalHost(opts: {
  session: EventSession;
  now: () => Date;
  pageDir: string;
  limits?: PortalServerOptions['limits'];
  /** Tests pass their own list; the default reads the machine's interfaces. */
  interfaces?: () => ReturnType<PortalHost['interfaces']>;
}): PortalHost & { close: () => Promise<void> } {
  let current: PortalServer | null = null;
  // Kept across restarts of the listener: stopping and starting it again lifts no limit.
  const guesses = new GuessGuard(opts.limits?.guesses);
  const interfaces = opts.interfaces ?? listInterfaces;
  const state = (): PortalListener =>
    current
      ? { running: true, url: current.url, scope: current.host === LOOPBACK ? 'this-computer' : 'network' }
      : { running: false, url: null, scope: null };
  const stop = async () => {
    const was = current;
    current = null;
    if (was) await was.close();
    return state();
  };
  return {
    interfaces,
    state,
    stop,
    close: async () => void (await stop()),
    guessing: (tournamentId, now) => guesses.alert(tournamentId, now.getTime()),
    resume: (tournamentId) => {
      const held = guesses.alert(tournamentId, 0) !== null;
      guesses.resume(tournamentId);
      return held;
    },
    listen: async (address, port) => {
      if (!interfaces().some((i) => i.address === address))
        throw new AppError('portal:badAddress', { address });
      await stop();
      try {
        current = await startPortalServer({ ...opts, host: address, port, guesses });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE')
          throw new AppError('portal:portBusy', { port, address });
        throw e;
      }
      return state();
    },
  };
}
