import { ApiError } from '@manzil/api-client';
import { SessionEndedError } from '@manzil/api-client/admin';
import type { UploadImagesResponse } from '@manzil/contracts';

export interface UploadOptions {
  token: string | null;
  /** 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * `POST /api/media/images` with one `file` part per image. XMLHttpRequest rather than fetch: only it reports
 * upload progress (the progress bar). Errors follow the API client's `'{status}: {body}'`.
 */
export function uploadImages(
  files: ReadonlyArray<{ blob: Blob; name: string }>,
  { token, onProgress, signal, createRequest = () => new XMLHttpRequest() }: UploadOptions,
): Promise<UploadImagesResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('file', file.blob, file.name);
    const request = createRequest();
    request.open('POST', '/api/media/images');
    request.withCredentials = true;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText ?? '';
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(text) as UploadImagesResponse);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(
        request.status === 401
          ? new SessionEndedError(request.statusText, text)
          : new ApiError(request.status, request.statusText, text),
      );
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
