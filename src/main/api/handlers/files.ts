import { AppError } from '../../../shared/errors';
import type { HandlerMap } from '../types';

/**
 * Where files live and the system's open dialog. Web mode names no path of the server's machine
 * (PRODUCT.md: nothing of the arbiter's machine is reachable from the network beyond the API), and
 * has no dialog: the browser uploads a list instead (`ratings.upload`).
 */
export const fileHandlers: HandlerMap<'files.folder' | 'files.pick'> = {
  'files.folder': (_input, ctx) => ({
    path: ctx.session.options.access === 'path' ? ctx.session.options.dataDir : null,
    nativeDialog: ctx.pickFile !== undefined,
  }),
  'files.pick': async ({ kind }, ctx) => {
    if (!ctx.pickFile) throw new AppError('noFileDialog');
    return { file: await ctx.pickFile(kind, ctx.lng) };
  },
};
