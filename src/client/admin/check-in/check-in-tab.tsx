/**
 * The Check-in tab (docs/events.md): pick an event, then the door screen for it, made for an
 * official's phone at 360 px. The camera (a lazily loaded chunk), a typed membership number or
 * RSVP code, or a name among those who signed up; a big green / amber / red answer; walk-in
 * guests; the count, polled, so every official's screen shows it; scans made offline kept and
 * sent when the connection returns. Below: the event's sign-up settings and its figures.
 */
import { Suspense, lazy, useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../ui';
import { ApiError } from '../../api';
import { useSession } from '../../auth/session';
import { mayPass } from '../../../shared/roles';
import { formatClockTime, formatContentDate } from '../../../shared/dates';
import type { CheckInAnswer } from '../../../shared/schemas/events';
import { eventsApi, type ScanBody } from './events-api';
import { newScanId, replayScans, sendScan, waitingScans } from './offline-queue';
import { RsvpSettingsPanel } from './rsvp-settings';
import './check-in.css';

const Scanner = lazy(() => import('./scanner'));
const COUNT_EVERY_MS = 5000;

export default function CheckInTab() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const eventId = pathname.split('/')[3];
  // The door's own list (a chapter coordinator reads no content drafts).
  const events = useQuery({ queryKey: ['door-events'], queryFn: eventsApi.doorEvents, select: (d) => d.events });
  if (events.isPending) return <Spinner label="Loading events…" />;
  const list = events.data ?? [];
  const chosen = list.find((e) => e.id === eventId);
  if (chosen) return <DoorScreen event={chosen} onBack={() => void navigate('/admin/check-in')} />;
  return (
    <div className="ci-pick">
      <p>Choose the event you are checking people in to.</p>
      <ul className="ci-events">
        {list.map((e) => (
          <li key={e.id}>
            <button type="button" className="ci-event" onClick={() => void navigate(`/admin/check-in/${e.id}`)}>
              <strong>{e.title}</strong>
              <span>
                {formatContentDate(e.date)}, {formatClockTime(e.startTime)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Shown = { kind: 'answer'; answer: CheckInAnswer; body: ScanBody } | { kind: 'queued' } | { kind: 'error'; message: string };

const TONE = { admitted: 'green', already: 'amber', expired: 'amber', not_on_list: 'red' } as const;

function headline(answer: CheckInAnswer): string {
  const who = answer.person
    ? `${answer.person.name}${answer.person.membershipNumber ? ` (${answer.person.membershipNumber})` : ''}`
    : '';
  const at = answer.checkedInAt
    ? new Date(answer.checkedInAt).toLocaleTimeString('en-KE', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' })
    : '';
  switch (answer.result) {
    case 'admitted':
      return `Welcome, ${who}`;
    case 'expired':
      return `${who}: membership expired on ${formatContentDate(answer.person?.renewalDate ?? '')} — renew at /renew`;
    case 'already':
      return `${who}: already checked in at ${at}`;
    case 'not_on_list':
      return answer.checkedInAt ? `${who}: admitted (not on the list)` : `${who}: not on the list`;
  }
}

function DoorScreen({ event, onBack }: { event: { id: string; title: string }; onBack: () => void }) {
  const role = useSession().user?.role ?? '';
  const [shown, setShown] = useState<Shown | null>(null);
  const [camera, setCamera] = useState(false);
  const [typed, setTyped] = useState('');
  const [waiting, setWaiting] = useState(() => waitingScans(event.id));
  const count = useQuery({
    queryKey: ['check-in', event.id],
    queryFn: () => eventsApi.count(event.id),
    refetchInterval: COUNT_EVERY_MS,
  });

  const scan = useCallback(
    async (body: Omit<ScanBody, 'scanId'>) => {
      const full = { ...body, scanId: newScanId() };
      try {
        const answer = await sendScan(event.id, full);
        setShown(answer ? { kind: 'answer', answer, body: full } : { kind: 'queued' });
        if (answer) void count.refetch();
      } catch (error) {
        setShown({ kind: 'error', message: error instanceof ApiError ? error.message : 'Something went wrong.' });
      }
      setWaiting(waitingScans(event.id));
    },
    [event.id, count],
  );

  // Back online (or every little while): send what waits.
  useEffect(() => {
    const replay = () =>
      void replayScans().then((sent) => {
        setWaiting(waitingScans(event.id));
        if (sent) void count.refetch();
      });
    window.addEventListener('online', replay);
    const timer = window.setInterval(replay, 15_000);
    replay();
    return () => {
      window.removeEventListener('online', replay);
      window.clearInterval(timer);
    };
  }, [event.id, count]);

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    const value = typed.trim().toUpperCase();
    if (!value) return;
    setTyped('');
    void scan(/^[A-Z0-9]{6}$/.test(value) ? { code: value } : { membershipNumber: value });
  };

  return (
    <div className="ci-door">
      <button type="button" className="adm-btn adm-btn-small" onClick={onBack}>
        ← Events
      </button>
      <h2 className="ci-title">{event.title}</h2>
      <p className="ci-count" aria-live="polite" data-testid="ci-count">
        {count.data
          ? `${count.data.checkedIn} checked in (${count.data.members} members, ${count.data.guests} guests) · ${count.data.going} coming`
          : '…'}
      </p>
      {waiting > 0 && (
        <p className="ci-waiting" role="status" data-testid="ci-waiting">
          {waiting} scan{waiting === 1 ? '' : 's'} waiting for the connection
        </p>
      )}
      {shown && <Result shown={shown} onAdmitAnyway={(body) => void scan({ ...body, admitAnyway: true })} />}
      <button type="button" className="adm-btn adm-btn-primary ci-big" onClick={() => setCamera((c) => !c)}>
        {camera ? 'Close the camera' : 'Scan a QR code'}
      </button>
      {camera && (
        <Suspense fallback={<Spinner label="Opening the camera…" />}>
          <Scanner onText={(qr) => void scan({ qr })} />
        </Suspense>
      )}
      <form className="ci-typed" onSubmit={submitTyped}>
        <label htmlFor="ci-typed">Membership number or RSVP code</label>
        <div className="ci-row">
          <input
            id="ci-typed"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <button type="submit" className="adm-btn adm-btn-primary">
            Check in
          </button>
        </div>
      </form>
      <NameSearch eventId={event.id} onPick={(code) => void scan({ code })} />
      <GuestForm onAdd={(guest) => void scan({ guest })} />
      <RsvpSettingsPanel eventId={event.id} canEdit={mayPass('publisher', role)} />
    </div>
  );
}

function Result({ shown, onAdmitAnyway }: { shown: Shown; onAdmitAnyway: (body: ScanBody) => void }) {
  if (shown.kind === 'queued')
    return (
      <div className="ci-result ci-amber" role="status">
        Saved: it will be sent when the connection returns.
      </div>
    );
  if (shown.kind === 'error')
    return (
      <div className="ci-result ci-red" role="alert">
        {shown.message}
      </div>
    );
  const { answer, body } = shown;
  return (
    <div className={`ci-result ci-${TONE[answer.result]}`} role="status" data-result={answer.result}>
      <p>{headline(answer)}</p>
      {answer.person?.chapter && <p className="ci-sub">{answer.person.chapter}</p>}
      {answer.result === 'not_on_list' && !answer.checkedInAt && (
        <button type="button" className="adm-btn" onClick={() => onAdmitAnyway(body)}>
          Admit anyway
        </button>
      )}
    </div>
  );
}

function NameSearch({ eventId, onPick }: { eventId: string; onPick: (code: string) => void }) {
  const [q, setQ] = useState('');
  const results = useQuery({
    queryKey: ['rsvps', eventId, q],
    queryFn: () => eventsApi.search(eventId, q.trim()),
    enabled: q.trim().length >= 2,
  });
  return (
    <div className="ci-search">
      <label htmlFor="ci-name">Find by name</label>
      <input id="ci-name" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
      {q.trim().length >= 2 && (
        <ul className="ci-names">
          {(results.data?.rsvps ?? []).map((r) => (
            <li key={r.code}>
              <span>
                {r.name} <small>{r.code}</small> {r.checkedIn ? '✓' : ''}
              </span>
              {!r.checkedIn && (
                <button type="button" className="adm-btn" onClick={() => onPick(r.code)}>
                  Check in
                </button>
              )}
            </li>
          ))}
          {results.data?.rsvps.length === 0 && <li>Nobody by that name signed up.</li>}
        </ul>
      )}
    </div>
  );
}

function GuestForm({ onAdd }: { onAdd: (guest: { name: string; phoneNumber: string }) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  if (!open)
    return (
      <button type="button" className="adm-btn" onClick={() => setOpen(true)}>
        Add a walk-in guest
      </button>
    );
  return (
    <form
      className="ci-guest"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd({ name: name.trim(), phoneNumber: phone.trim() });
        setName('');
        setPhone('');
        setOpen(false);
      }}
    >
      <label htmlFor="ci-guest-name">Guest's name</label>
      <input id="ci-guest-name" value={name} onChange={(e) => setName(e.target.value)} required />
      <label htmlFor="ci-guest-phone">Phone</label>
      <input id="ci-guest-phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} required />
      <button type="submit" className="adm-btn adm-btn-primary">
        Check the guest in
      </button>
    </form>
  );
}
