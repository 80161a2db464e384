/**
 * The red "Test mode" banner above every dashboard page while M-Pesa or SMS is simulated: an
 * official must not believe money came in or a message went out when neither happened. The
 * server says which (GET /api/test-mode); a failed check shows nothing rather than a false alarm.
 */
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../shared/messages';
import { testModeQuery } from './queries';

export function TestModeBanner() {
  const { data } = useQuery(testModeQuery);
  if (!data || (!data.payments && !data.sms)) return null;
  return (
    <div className="adm-test-mode" role="alert">
      {data.payments ? <p>{messages.testModePayments}</p> : null}
      {data.sms ? <p>{messages.testModeSms}</p> : null}
    </div>
  );
}
