/** A file the page saved: its name and what it holds. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Stands in for the browser's file download, which jsdom lacks: object URLs for Blobs
 * (URL.createObjectURL, revokeObjectURL) and the click on a link with `download` that saves one.
 * Returns the files saved, in order; `restore` takes the stand-ins away (the click spy goes with
 * jest's restoreMocks).
 */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  let count = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      count += 1;
      const url = `blob:http://localhost/${count}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => blobs.delete(url),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (!blob || !this.download || !this.isConnected) {
      throw new Error(`a click that saves nothing: ${this.outerHTML}`);
    }
    saved.push({ name: this.download, blob });
  });
  return {
    saved,
    restore() {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    },
  };
}
