import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { isLanguage, t } from '../../shared/i18n/index';
import type { Envelope } from '../../shared/api/envelope';
import type { Dispatch } from '../api/dispatch';

export const API_CHANNEL = 'api:call';

export type IpcOptions = {
  dispatch: Dispatch;
  /** The one window allowed to call; anything else (another window, a frame) is refused. */
  window: () => BrowserWindow | null;
  /** file:// URL of the renderer's index.html. */
  appUrl: string;
};

/** Same document, ignoring the hash and query the renderer may set. */
const sameDocument = (url: string, appUrl: string): boolean => url.split(/[?#]/)[0] === appUrl;

/**
 * The only user of ipcMain (ARCHITECTURE.md, after GitHub Desktop): one channel, and every call's
 * sender checked: our main window's webContents, its top frame, showing our own file.
 */
export function registerApiIpc(opts: IpcOptions): () => void {
  const trusted = (e: IpcMainInvokeEvent): boolean => {
    const win = opts.window();
    const frame = e.senderFrame;
    return (
      win !== null &&
      !win.isDestroyed() &&
      e.sender === win.webContents &&
      frame !== null &&
      // The top frame only (no iframe); WebFrameMain objects are compared by identity tokens.
      frame.processId === win.webContents.mainFrame.processId &&
      frame.routingId === win.webContents.mainFrame.routingId &&
      sameDocument(frame.url, opts.appUrl)
    );
  };
  ipcMain.handle(
    API_CHANNEL,
    async (e, method: unknown, input: unknown, lng: unknown): Promise<Envelope<unknown>> => {
      const language = isLanguage(lng) ? lng : 'en';
      if (!trusted(e))
        return { ok: false, error: { code: 'unauthorized', message: t(language, 'errors:unauthorized') } };
      return opts.dispatch(typeof method === 'string' ? method : String(method), input, language);
    },
  );
  return () => ipcMain.removeHandler(API_CHANNEL);
}
