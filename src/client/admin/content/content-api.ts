/**
 * The dashboard's calls for events, updates and gallery photos. Photo uploads go through
 * XMLHttpRequest so each file reports its upload progress.
 */
import { api, ApiError } from '../../api';
import type {
  ContentEvent,
  ContentUpdate,
  EventInput,
  GalleryInput,
  GalleryPhoto,
  UpdateInput,
} from '../../../shared/schemas/content';

export const contentApi = {
  events: () => api.get<{ events: ContentEvent[] }>('/api/content/events'),
  createEvent: (body: EventInput) => api.post<{ event: ContentEvent }>('/api/content/events', body),
  saveEvent: (id: string, body: EventInput) =>
    api.put<{ event: ContentEvent }>(`/api/content/events/${encodeURIComponent(id)}`, body),
  deleteEvent: (id: string) => api.delete<{ success: true }>(`/api/content/events/${encodeURIComponent(id)}`),

  updates: () => api.get<{ updates: ContentUpdate[] }>('/api/content/updates'),
  createUpdate: (body: UpdateInput) => api.post<{ update: ContentUpdate }>('/api/content/updates', body),
  saveUpdate: (id: string, body: UpdateInput) =>
    api.put<{ update: ContentUpdate }>(`/api/content/updates/${encodeURIComponent(id)}`, body),
  deleteUpdate: (id: string) => api.delete<{ success: true }>(`/api/content/updates/${encodeURIComponent(id)}`),

  photos: () => api.get<{ photos: GalleryPhoto[] }>('/api/content/gallery'),
  savePhoto: (id: string, body: GalleryInput) =>
    api.put<{ photo: GalleryPhoto }>(`/api/content/gallery/${encodeURIComponent(id)}`, body),
  deletePhoto: (id: string) => api.delete<{ success: true }>(`/api/content/gallery/${encodeURIComponent(id)}`),
};

/** Adds one photo, reporting the share of the request body sent so far (0–1). */
export function uploadPhoto(body: GalleryInput, onProgress: (sent: number) => void): Promise<{ photo: GalleryPhoto }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/content/gallery');
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as { photo: GalleryPhoto });
        return;
      }
      const error = (data as { error?: { message?: string; code?: string; fields?: Record<string, string> } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.message ?? `Server returned ${xhr.status}`, error?.code, error?.fields));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload failed: check your connection and try again.'));
    xhr.send(JSON.stringify(body));
  });
}

/** A file as a data URL, the form images travel in. */
export const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
