/** Inside the member dialog: the events the member came to (checked in at the door), latest first. */
import { useQuery } from '@tanstack/react-query';
import { formatContentDate } from '../../../shared/dates';
import { Spinner } from '../ui';
import { eventsApi } from './events-api';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.attendance;

export function MemberEvents({ memberId }: { memberId: string }) {
  const list = useQuery({ queryKey: ['member-events', memberId], queryFn: () => eventsApi.memberEvents(memberId) });
  const events = list.data?.events ?? [];
  return (
    <>
      <h3>{t.memberEvents}</h3>
      {list.isPending ? (
        <Spinner label={t.memberEventsLoading} />
      ) : events.length === 0 ? (
        <p className="adm-empty">{t.memberNoEvents}</p>
      ) : (
        <ul data-testid="member-events">
          {events.map((e) => (
            <li key={e.slug}>
              {formatContentDate(e.date)}: {e.title}
              {e.result === 'expired' ? t.memberExpired : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
