import { useCallback } from 'react';
import { baseApi } from './baseApi';

export interface FileRequest {
  /** The api path, e.g. `/api/v1/reservations/3/calendar.ics`. */
  path: string;
  params?: Record<string, string>;
  /** The media type asked for (the Accept header): one address may answer JSON or a file. */
  accept: string;
  /** The name the browser saves the file under. */
  filename: string;
}

const fileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The file arrives as a Blob, which the store cannot hold: its object URL can. An error
    // answer stays the api's JSON, so errorMessage words it as every other failure.
    downloadApiFile: build.mutation<string, FileRequest>({
      query: ({ path, params, accept }) => ({
        url: path,
        params,
        headers: { Accept: accept },
        responseHandler: async (response) => {
          if (response.ok) return URL.createObjectURL(await response.blob());
          const json = response.headers.get('content-type')?.includes('json');
          return json ? response.json() : response.text();
        },
      }),
    }),
  }),
});

/**
 * How long a downloaded file's object URL is kept: the browser reads it when the download
 * starts, a moment after the click (FileSaver.js keeps its URLs 40 s for the slowest browsers).
 */
const KEEP_OBJECT_URL_MS = 40_000;

/**
 * Downloads a file from the api with the session's bearer token, which a plain link cannot send:
 * fetched as a Blob, then saved through an object URL and a link with `download`. `download`
 * resolves to whether the file was saved; `state` is the request's, for describeRequest.
 */
export function useFileDownload() {
  const [fetchFile, state] = fileApi.useDownloadApiFileMutation();
  const download = useCallback(
    async (request: FileRequest): Promise<boolean> => {
      const result = await fetchFile(request);
      if (result.data === undefined) return false;
      const objectUrl = result.data;
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = request.filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), KEEP_OBJECT_URL_MS);
      return true;
    },
    [fetchFile],
  );
  return { download, state };
}
