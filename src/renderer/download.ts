/**
 * Hands a file to the arbiter the way a saved report PDF is handed over: a link with `download`
 * (the browser's downloads folder in web mode; the desktop shell asks where to save it).
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
