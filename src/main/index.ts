import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  session as electronSession,
  type MenuItemConstructorOptions,
} from 'electron';
import { basename, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isLanguage, t, type Language } from '../shared/i18n/index';
import { createDispatcher, type Dispatch } from './api/dispatch';
import { EVENT_EXTENSION, EventSession } from './api/session';
import type { FilePicker } from './api/types';
import { LIST_EXTENSIONS } from './services/list-files';
import { registerApiIpc } from './transports/electron-ipc';

// Built to out/main/index.js, next to out/preload and out/renderer.
const outDir = fileURLToPath(new URL('..', import.meta.url));
const rendererIndex = join(outDir, 'renderer', 'index.html');
const appUrl = pathToFileURL(rendererIndex).href;

let window: BrowserWindow | null = null;
let eventSession: EventSession | null = null;
let dispatch: Dispatch | null = null;

const language = (): Language => {
  const l = app.getLocale().slice(0, 2);
  return isLanguage(l) ? l : 'en';
};
const m = (key: string) => t(language(), `menu:${key}`);

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
  const res = await dispatch(method, input, language());
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

/** The renderer never navigates or opens windows: it is one page talking to window.api. */
app.on('web-contents-created', (_e, contents) => {
  contents.on('will-navigate', (e) => e.preventDefault());
  contents.on('will-redirect', (e) => e.preventDefault());
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

void app.whenReady().then(() => {
  electronSession.defaultSession.setPermissionRequestHandler((_wc, _permission, done) => done(false));
  eventSession = new EventSession({
    access: 'path',
    dataDir: join(app.getPath('documents'), 'Diagonal'),
    recentFile: join(app.getPath('userData'), 'recent-files.json'),
  });
  dispatch = createDispatcher({ session: eventSession, pickFile });
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
app.on('will-quit', () => eventSession?.close());
