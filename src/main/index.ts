import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  session as electronSession,
  shell,
  type MenuItemConstructorOptions,
} from 'electron';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isLanguage, t, type Language } from '../shared/i18n/index';
import { createDispatcher, type Dispatch } from './api/dispatch';
import { createPortalHost } from './transports/portal/host';
import { EVENT_EXTENSION, EventSession } from './session/session';
import type { FilePicker } from './api/types';
import { LIST_EXTENSIONS } from '../shared/api/ratings';
import { isWrittenFrontPage } from './api/site-pages';
import { registerApiIpc } from './transports/electron-ipc';

// Built to out/main/index.js, next to out/preload and out/renderer.
const outDir = fileURLToPath(new URL('..', import.meta.url));
const rendererIndex = join(outDir, 'renderer', 'index.html');
const appUrl = pathToFileURL(rendererIndex).href;

let window: BrowserWindow | null = null;
let eventSession: EventSession | null = null;
let portal: ReturnType<typeof createPortalHost> | null = null;
let dispatch: Dispatch | null = null;

const language = (): Language => {
  const l = app.getLocale().slice(0, 2);
  return isLanguage(l) ? l : 'en';
};
const m = (key: string) => t(language(), `menu:${key}`);
const st = (key: string, params?: Record<string, string>) => t(language(), `storage:${key}`, params);

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    show: false,
    title: 'Diagonal',
    webPreferences: {
      preload: join(outDir, 'preload', 'index.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  win.once('ready-to-show', () => win.show());
  void win.loadFile(rendererIndex);
  return win;
}

/** Menu actions open the file in the main process, then reload the page, which asks `event.current`. */
async function openOrCreate(method: 'event.open' | 'event.create', path: string): Promise<void> {
  if (!dispatch) return;
  const input =
    method === 'event.open' ? { file: path } : { file: path, name: basename(path, extname(path)) };
  let res = await dispatch(method, input, language());
  if (!res.ok && method === 'event.open' && window) {
    // Held by another window or computer, or marked read-only: offer what the message says.
    const code = res.error.code;
    const locked = code === 'storage:locked' || code === 'storage:lockedElsewhere';
    if (locked || code === 'storage:fileReadOnly') {
      const buttons = [st('ui.openReadOnly'), ...(locked ? [st('ui.takeOver')] : []), st('ui.cancel')];
      const { response } = await dialog.showMessageBox(window, {
        type: 'warning',
        message: res.error.message,
        buttons,
        cancelId: buttons.length - 1,
      });
      if (response === buttons.length - 1) return;
      const how = response === 0 ? { readOnly: true } : { takeOver: true };
      res = await dispatch(method, { file: path, ...how }, language());
    }
  }
  if (!res.ok) {
    dialog.showErrorBox(m('errorTitle'), res.error.message);
    return;
  }
  app.addRecentDocument(path);
  buildMenu();
  window?.webContents.reload();
}

async function newEvent(): Promise<void> {
  if (!window || !eventSession) return;
  const r = await dialog.showSaveDialog(window, {
    title: m('newTitle'),
    defaultPath: join(eventSession.options.dataDir, `event${EVENT_EXTENSION}`),
    filters: [{ name: m('eventFiles'), extensions: [EVENT_EXTENSION.slice(1)] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (r.canceled || !r.filePath) return;
  const path = extname(r.filePath) === '' ? r.filePath + EVENT_EXTENSION : r.filePath;
  await openOrCreate('event.create', path);
}

async function openEvent(): Promise<void> {
  if (!window || !eventSession) return;
  const r = await dialog.showOpenDialog(window, {
    title: m('openTitle'),
    defaultPath: eventSession.options.dataDir,
    filters: [{ name: m('eventFiles'), extensions: [EVENT_EXTENSION.slice(1)] }],
    properties: ['openFile'],
  });
  const path = r.filePaths[0];
  if (!r.canceled && path) await openOrCreate('event.open', path);
}

/** The system's open dialog for the screens (`files.pick`), starting in the data folder. */
const pickFile: FilePicker = async (kind, lng) => {
  if (!window || !eventSession) return null;
  const list = kind === 'rating-list';
  const r = await dialog.showOpenDialog(window, {
    title: t(lng, list ? 'menu:pickListTitle' : 'menu:openTitle'),
    defaultPath: eventSession.options.dataDir,
    filters: list
      ? [
          { name: t(lng, 'menu:listFiles'), extensions: LIST_EXTENSIONS.map((e) => e.slice(1)) },
          { name: t(lng, 'menu:allFiles'), extensions: ['*'] },
        ]
      : [{ name: t(lng, 'menu:eventFiles'), extensions: [EVENT_EXTENSION.slice(1)] }],
    properties: ['openFile'],
  });
  return r.canceled ? null : (r.filePaths[0] ?? null);
};

/** "Save a copy...": the native save dialog here, the copy itself by `event.saveCopy`. */
async function saveCopy(): Promise<void> {
  if (!window || !eventSession || !dispatch || !eventSession.path) return;
  const current = eventSession.path;
  const r = await dialog.showSaveDialog(window, {
    title: st('menu.saveCopyTitle'),
    defaultPath: join(dirname(current), `${basename(current, extname(current))} copy${EVENT_EXTENSION}`),
    filters: [{ name: m('eventFiles'), extensions: [EVENT_EXTENSION.slice(1)] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (r.canceled || !r.filePath) return;
  const path = extname(r.filePath) === '' ? r.filePath + EVENT_EXTENSION : r.filePath;
  const res = await dispatch('event.saveCopy', { file: path }, language());
  if (!res.ok) dialog.showErrorBox(m('errorTitle'), res.error.message);
  else
    void dialog.showMessageBox(window, {
      message: st('menu.saveCopyDone', { file: (res.value as { fileName: string }).fileName }),
    });
}

function buildMenu(): void {
  const recent = eventSession?.recent() ?? [];
  const recentItems: MenuItemConstructorOptions[] =
    recent.length > 0
      ? recent.map((f) => ({
          label: `${f.name} (${f.fileName})`,
          click: () => void openOrCreate('event.open', f.file),
        }))
      : [{ label: m('noRecent'), enabled: false }];
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    {
      label: m('file'),
      submenu: [
        { label: m('newEvent'), accelerator: 'CmdOrCtrl+N', click: () => void newEvent() },
        { label: m('openEvent'), accelerator: 'CmdOrCtrl+O', click: () => void openEvent() },
        { label: m('recent'), submenu: recentItems },
        { label: st('menu.saveCopy'), accelerator: 'CmdOrCtrl+Shift+S', click: () => void saveCopy() },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

/**
 * "Write the website" links the front page it wrote (file.exportSite `href`): the system opens
 * that page in its browser. Nothing else: only an index.html beside a site writer's manifest.
 */
function openWrittenSite(url: string): void {
  if (!url.startsWith('file:')) return;
  const path = fileURLToPath(url);
  if (isWrittenFrontPage(path)) void shell.openPath(path);
}

/** The renderer never navigates or opens windows: it is one page talking to window.api. */
app.on('web-contents-created', (_e, contents) => {
  contents.on('will-navigate', (e) => e.preventDefault());
  contents.on('will-redirect', (e) => e.preventDefault());
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openWrittenSite(url);
    return { action: 'deny' };
  });
});

void app.whenReady().then(() => {
  electronSession.defaultSession.setPermissionRequestHandler((_wc, _permission, done) => done(false));
  eventSession = new EventSession({
    access: 'path',
    dataDir: join(app.getPath('documents'), 'Diagonal'),
    recentFile: join(app.getPath('userData'), 'recent-files.json'),
    app: 'desktop',
  });
  // The results portal: its own listener, started from the Results screen on the chosen network.
  portal = createPortalHost({
    session: eventSession,
    now: () => new Date(),
    pageDir: join(outDir, 'portal'),
  });
  dispatch = createDispatcher({ session: eventSession, pickFile, portal });
  registerApiIpc({ dispatch, window: () => window, appUrl });
  buildMenu();
  window = createWindow();
  window.on('closed', () => (window = null));
  app.on('activate', () => {
    if (!window) window = createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
// A clean close on quit: the WAL folded into the event file, the file closed, its lock removed.
app.on('before-quit', () => {
  void portal?.close();
  eventSession?.close();
});
