/**
 * The red "Test mode" banner above every dashboard page while M-Pesa or SMS is simulated: an
 * official must not believe money came in or a message went out when neither happened. The
 * server says which (GET /api/test-mode); a failed check shows nothing rather than a false alarm.
 */
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../shared/messages';
import type { TestMode } from '../../shared/schemas/test-mode';
import { api } from '../api';

export function TestModeBanner() {
  // The server's modes are fixed at start: asked once per dashboard visit.
  const { data } = useQuery({
    queryKey: ['test-mode'],
    queryFn: () => api.get<TestMode>('/api/test-mode'),
    staleTime: Infinity,
  });
  if (!data || (!data.payments && !data.sms)) return null;
  return (
    <div className="adm-test-mode" role="alert">
      {data.payments ? <p>{messages.testModePayments}</p> : null}
      {data.sms ? <p>{messages.testModeSms}</p> : null}
    </div>
  );
}
