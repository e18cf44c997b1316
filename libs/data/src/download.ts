import { useCallback, useState } from 'react';
import { useRouteContext, type RouteContext } from './context';

/**
 * Hands a fetched file to the browser as a download. A document's PDF is fetched with the session
 * (bearer header) and given to the browser as an object URL: no token and no document content ever
 * sits in a URL (issue 13; ARCHITECTURE.md). Headless Chromium downloads PDFs rather than showing
 * them, hence a named download.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after the click handler has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A feature's data function that fetches a file with the session: null once the policy dealt with a failure. */
export type FileFetcher<A extends unknown[]> = (
  context: RouteContext,
  ...args: A
) => Promise<Blob | null>;

/** What `useDownload` gives a button. */
export interface Download<A extends unknown[]> {
  /** Fetches the file and hands it to the browser under `fileName`; true when it was handed over. */
  download: (fileName: string, ...args: A) => Promise<boolean>;
  /** The file name being fetched (its button shows a spinner), or null. */
  downloading: string | null;
}

/**
 * The one way a screen offers a file (a PDF, an export): the feature's `data.ts` fetches it
 * (`fetchFile`, which settles the answer with the error policy), this hook hands it over. A file
 * is a read on a click, not a write: nothing is revalidated, and no component reaches the SDK.
 */
export function useDownload<A extends unknown[]>(fetchFile: FileFetcher<A>): Download<A> {
  const context = useRouteContext();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = useCallback(
    async (fileName: string, ...args: A) => {
      setDownloading(fileName);
      try {
        const blob = await fetchFile(context, ...args);
        if (!blob) return false;
        downloadBlob(blob, fileName);
        return true;
      } finally {
        setDownloading(null);
      }
    },
    [context, fetchFile],
  );
  return { download, downloading };
}
