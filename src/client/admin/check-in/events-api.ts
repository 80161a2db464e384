/** The dashboard's calls for RSVPs, check-in and attendance (docs/events.md). */
import { api } from '../../api';
import type {
  Attendance,
  CheckInAnswer,
  CheckInCount,
  DoorEvent,
  RsvpListItem,
  RsvpSettingsInput,
  RsvpSettingsView,
} from '../../../shared/schemas/events';

/** What the check-in screen sends: one way of naming the person, and the scan's own id. */
export interface ScanBody {
  qr?: string;
  membershipNumber?: string;
  code?: string;
  guest?: { name: string; phoneNumber: string };
  admitAnyway?: boolean;
  scanId: string;
}

export const eventsApi = {
  doorEvents: () => api.get<{ events: DoorEvent[] }>('/api/check-in/events'),
  settings: (id: string) => api.get<{ settings: RsvpSettingsView }>(`/api/events/${id}/rsvp-settings`),
  saveSettings: (id: string, body: RsvpSettingsInput) =>
    api.put<{ settings: RsvpSettingsView }>(`/api/events/${id}/rsvp-settings`, body),
  checkIn: (id: string, body: ScanBody) => api.post<CheckInAnswer>(`/api/events/${id}/check-in`, body),
  count: (id: string) => api.get<CheckInCount>(`/api/events/${id}/check-in`),
  search: (id: string, q: string) => api.get<{ rsvps: RsvpListItem[] }>(`/api/events/${id}/rsvps?q=${encodeURIComponent(q)}`),
  attendance: (id: string) => api.get<Attendance>(`/api/events/${id}/attendance`),
  memberEvents: (memberId: string) =>
    api.get<{ events: { slug: string; title: string; date: string; checkedInAt: string; result: string }[] }>(
      `/api/members/${memberId}/events`,
    ),
};
