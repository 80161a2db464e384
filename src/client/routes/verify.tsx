/**
 * /verify/:number — what the QR code on the back of a card opens. Anyone (a guard at an event,
 * a partner) learns whether the card is valid; whose it is (name, chapter and dates only) is
 * shown when the QR code's token (?t=) came with the number, so a typed or guessed number
 * names nobody.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { api, ApiError } from '../api';
import { readTypedValues, useTypedBeforeHydration } from '../components/typed-before-hydration';
import { useEmbeddedPageData } from '../content/page-data';
import type { CardCheck } from '../../shared/content-view';
import { formatLongDate } from '../../shared/dates';
import { identity } from '../../shared/identity';
import { messages } from '../../shared/messages';
import type { CardVerification } from '../../shared/schemas/cards';
import './verify.css';

/** What the server rendered, or the page's own look-up after client-side navigation. */
type State = { outcome: 'loading' } | CardCheck;

/** A number typed into "Check another card number" before the app started (the server's HTML). */
const typedEarly = readTypedValues('form.verify-form');

const VERDICT = {
  valid: { title: 'Valid card', tone: 'valid', icon: '✓' },
  expired: { title: 'Expired card', tone: 'expired', icon: '!' },
  inactive: { title: 'Inactive card', tone: 'inactive', icon: '×' },
} as const;

function explanation(card: CardVerification): string {
  const kind = card.kind === 'leader' ? 'leadership' : 'membership';
  if (card.status === 'valid') {
    return card.renewalDate
      ? `This ${kind} card is valid. It is due for renewal on ${formatLongDate(card.renewalDate)}.`
      : `This ${kind} card is valid.`;
  }
  if (card.status === 'expired') {
    return `This ${kind} card expired on ${formatLongDate(card.renewalDate)}. The holder needs to renew it.`;
  }
  return `This ${kind} is not active. Please contact ${identity.name} for details.`;
}

export default function VerifyPage() {
  const { number = '' } = useParams();
  const token = useSearchParams()[0].get('t') ?? '';
  // Keyed by the number: another card starts afresh (loading, the input showing its number).
  return <Verification key={number} number={number} token={token} />;
}

function Verification({ number, token }: { number: string; token: string }) {
  const navigate = useNavigate();
  // The server's answer for the page it rendered: hydration shows it as it is, with no look-up.
  const rendered = useEmbeddedPageData('verify')?.check ?? null;
  const [state, setState] = useState<State>(rendered ?? { outcome: 'loading' });
  const [input, setInput] = useState(number);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, typedEarly, (typed) => {
    if (typeof typed.number === 'string') setInput(typed.number);
  });

  // A verification shows a member's name: keep these pages out of search engines.
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, []);

  const renderedHere = rendered !== null;
  useEffect(() => {
    document.title = `Card verification — ${identity.name}`;
    if (renderedHere) return;
    let cancelled = false;
    api
      .get<CardVerification>(`/api/verify/${encodeURIComponent(number)}${token ? `?t=${encodeURIComponent(token)}` : ''}`)
      .then((card) => !cancelled && setState({ outcome: 'found', card }))
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 404) setState({ outcome: 'unknown' });
        else if (error instanceof ApiError && error.status === 400) setState({ outcome: 'invalid' });
        else setState({ outcome: 'error', message: error instanceof Error ? error.message : 'Verification failed.' });
      });
    return () => {
      cancelled = true;
    };
  }, [number, token, renderedHere]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = input.trim().toUpperCase();
    if (next) void navigate(`/verify/${encodeURIComponent(next)}`);
  };

  return (
    <section className="container verify-page">
      <p className="verify-eyebrow">{identity.name}</p>
      <h1>Card verification</h1>
      <div className="verify-panel" aria-live="polite">
        {state.outcome === 'loading' && <p role="status">Checking card {number}…</p>}
        {state.outcome === 'unknown' && (
          <div className="verify-verdict verify-unknown" data-status="unknown">
            <span className="verify-icon" aria-hidden="true">
              ?
            </span>
            <div>
              <h2>Unknown card</h2>
              <p>
                No card with the number <strong>{number}</strong> was found. Check the number on the card, or{' '}
                <Link to="/contact">contact us</Link>.
              </p>
            </div>
          </div>
        )}
        {state.outcome === 'invalid' && (
          <div className="verify-verdict verify-unknown" data-status="invalid">
            <span className="verify-icon" aria-hidden="true">
              ?
            </span>
            <div>
              <h2>Not a card number</h2>
              <p>
                {messages.cardNumberInvalid} Membership numbers look like <strong>MYVIG-0125-123</strong> and leadership numbers
                like <strong>LDRIGCH-0125-12</strong>.
              </p>
            </div>
          </div>
        )}
        {state.outcome === 'error' && (
          <div className="verify-verdict verify-unknown" data-status="error" role="alert">
            <span className="verify-icon" aria-hidden="true">
              !
            </span>
            <div>
              <h2>Could not check this card</h2>
              <p>{state.message}</p>
            </div>
          </div>
        )}
        {state.outcome === 'found' && (
          <>
            <div className={`verify-verdict verify-${VERDICT[state.card.status].tone}`} data-status={state.card.status}>
              <span className="verify-icon" aria-hidden="true">
                {VERDICT[state.card.status].icon}
              </span>
              <div>
                <h2>{VERDICT[state.card.status].title}</h2>
                <p>{explanation(state.card)}</p>
                {state.card.membershipStatus === 'due' || state.card.membershipStatus === 'expired' ? (
                  <p>
                    <Link to="/renew" className="verify-renew">
                      Renew this membership
                    </Link>
                  </p>
                ) : null}
              </div>
            </div>
            {state.card.fullName === null ? (
              <>
                <dl className="verify-details">
                  <dt>{state.card.kind === 'leader' ? 'Leadership no.' : 'Membership no.'}</dt>
                  <dd className="verify-number">{state.card.number}</dd>
                  <dt>Renewal date</dt>
                  <dd>{state.card.renewalDate ? formatLongDate(state.card.renewalDate) : '—'}</dd>
                </dl>
                <p className="verify-holder-hidden">{messages.verifyHolderHidden}</p>
              </>
            ) : (
              <dl className="verify-details">
                <dt>Name</dt>
                <dd>{state.card.fullName}</dd>
                {state.card.position && (
                  <>
                    <dt>Position</dt>
                    <dd>{state.card.position}</dd>
                  </>
                )}
                <dt>Chapter</dt>
                <dd>{state.card.chapter ?? '—'}</dd>
                <dt>{state.card.kind === 'leader' ? 'Leadership no.' : 'Membership no.'}</dt>
                <dd>{state.card.number}</dd>
                <dt>{state.card.kind === 'leader' ? 'Appointed' : 'Member since'}</dt>
                <dd>{state.card.since ? formatLongDate(state.card.since) : '—'}</dd>
                <dt>Renewal date</dt>
                <dd>{state.card.renewalDate ? formatLongDate(state.card.renewalDate) : '—'}</dd>
              </dl>
            )}
          </>
        )}
      </div>
      {/* A plain GET form too: before the app starts the server turns /verify?number=… into the card's page. */}
      <form className="verify-form" action="/verify" method="get" onSubmit={submit} ref={formRef}>
        <label htmlFor="verify-number">Check another card number</label>
        <div className="verify-form-row">
          <input
            id="verify-number"
            name="number"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="e.g. MYVIM-1126-123"
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button button-primary">
            Verify
          </button>
        </div>
      </form>
      <p className="verify-privacy">
        For privacy this page shows only the holder’s name, chapter and card dates — never an ID number or phone number.
      </p>
    </section>
  );
}
