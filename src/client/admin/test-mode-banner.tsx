/**
 * The red "Test mode" banner above every dashboard page while M-Pesa or SMS is simulated: an
 * official must not believe money came in or a message went out when neither happened. The
 * server says which (GET /api/test-mode); a failed check shows nothing rather than a false alarm.
 */
import { useQuery } from '@tanstack/react-query';
import { serverMessages } from '../../shared/server-messages';
import { testModeQuery } from './queries';

export function TestModeBanner() {
  const { data } = useQuery(testModeQuery);
  if (!data || (!data.payments && !data.sms)) return null;
  return (
    <div className="adm-test-mode" role="alert">
      {data.payments ? <p>{serverMessages.testModePayments}</p> : null}
      {data.sms ? <p>{serverMessages.testModeSms}</p> : null}
    </div>
  );
}
