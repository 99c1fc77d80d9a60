import { contextBridge, ipcRenderer } from 'electron';

/**
 * Exposes one function and nothing else: `window.api.call(method, input, lng)`. The typed client
 * is built in the renderer from it; ipcRenderer itself never reaches the page.
 */
contextBridge.exposeInMainWorld('api', {
  call: (method: string, input: unknown, lng: string): Promise<unknown> =>
    ipcRenderer.invoke('api:call', String(method), input, String(lng)),
});
