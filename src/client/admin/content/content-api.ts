/**
 * The dashboard's calls for events, updates and gallery photos. Photo uploads go through
 * XMLHttpRequest so each file reports its upload progress.
 */
import { api, ApiError, apiErrorOf } from '../../api';
import type { ContentEvent, ContentUpdate, GalleryInput, GalleryPhoto } from '../../../shared/schemas/content';

/** The calls of a story kind (events or updates), whose answers name the item by its kind. */
const storyApi = <T>(plural: 'events' | 'updates', one: 'event' | 'update') => {
  const at = (id: string) => `/api/content/${plural}/${encodeURIComponent(id)}`;
  return {
    list: async () => (await api.get<Record<string, T[]>>(`/api/content/${plural}`))[plural]!,
    /** POST without an id, PUT with one. */
    save: async (id: string | null, body: object) =>
      (id ? await api.put<Record<string, T>>(at(id), body) : await api.post<Record<string, T>>(`/api/content/${plural}`, body))[
        one
      ]!,
    remove: (id: string) => api.delete<{ success: true }>(at(id)),
  };
};

export const contentApi = {
  events: storyApi<ContentEvent>('events', 'event'),
  updates: storyApi<ContentUpdate>('updates', 'update'),
  photos: async () => (await api.get<{ photos: GalleryPhoto[] }>('/api/content/gallery')).photos,
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
      reject(apiErrorOf(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
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
