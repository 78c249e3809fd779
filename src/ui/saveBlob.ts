/** Hands a file the app built or fetched (with its token) to the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
