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
import { positionName } from '../components/position-name';
import type { CardCheck } from '../../shared/content-view';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { formatLongDate } from '../../shared/dates';
import { identity } from '../../shared/identity';
import { pathIn } from '../../shared/locale';
import { messages } from '../../shared/messages';
import { verifyMessages as t } from '../../shared/verify-messages';
import type { CardVerification } from '../../shared/schemas/cards';
import './verify.css';

/** What the server rendered, or the page's own look-up after client-side navigation. */
type State = { outcome: 'loading' } | CardCheck;

/** A number typed into "Check another card number" before the app started (the server's HTML). */
const typedEarly = readTypedValues('form.verify-form');

const VERDICT = {
  valid: { title: t.valid, tone: 'valid', icon: '✓' },
  expired: { title: t.expired, tone: 'expired', icon: '!' },
  inactive: { title: t.inactive, tone: 'inactive', icon: '×' },
} as const;

/** What the numbers look like, shown when a typed one is not a card number. */
const EXAMPLE_NUMBERS = { membership: 'MYVIG-0125-123', leadership: 'LDRIGCH-0125-12' };

function explanation(card: CardVerification): string {
  const leader = card.kind === 'leader';
  if (card.status === 'valid') {
    if (!card.renewalDate) return leader ? t.leadershipValid : t.membershipValid;
    const date = formatLongDate(card.renewalDate, ACTIVE_LOCALE);
    return leader ? t.leadershipValidUntil(date) : t.membershipValidUntil(date);
  }
  if (card.status === 'expired') {
    const date = formatLongDate(card.renewalDate, ACTIVE_LOCALE);
    return leader ? t.leadershipExpired(date) : t.membershipExpired(date);
  }
  return leader ? t.leadershipInactive(identity.name) : t.membershipInactive(identity.name);
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
    document.title = `${t.heading} — ${identity.name}`;
    if (renderedHere) return;
    let cancelled = false;
    api
      .get<CardVerification>(`/api/verify/${encodeURIComponent(number)}${token ? `?t=${encodeURIComponent(token)}` : ''}`)
      .then((card) => !cancelled && setState({ outcome: 'found', card }))
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 404) setState({ outcome: 'unknown' });
        else if (error instanceof ApiError && error.status === 400) setState({ outcome: 'invalid' });
        else setState({ outcome: 'error', message: error instanceof Error ? error.message : t.failed });
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
      <h1>{t.heading}</h1>
      <div className="verify-panel" aria-live="polite">
        {state.outcome === 'loading' && <p role="status">{t.checking(number)}</p>}
        {state.outcome === 'unknown' && (
          <div className="verify-verdict verify-unknown" data-status="unknown">
            <span className="verify-icon" aria-hidden="true">
              ?
            </span>
            <div>
              <h2>{t.unknownHeading}</h2>
              <p>
                {t.unknownBefore} <strong>{number}</strong> {t.unknownAfter} <Link to="/contact">{t.contactUs}</Link>.
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
              <h2>{t.invalidHeading}</h2>
              <p>
                {messages.cardNumberInvalid} {t.membershipNumbersLike} <strong>{EXAMPLE_NUMBERS.membership}</strong>{' '}
                {t.leadershipNumbersLike} <strong>{EXAMPLE_NUMBERS.leadership}</strong>.
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
              <h2>{t.errorHeading}</h2>
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
                      {t.renewThis}
                    </Link>
                  </p>
                ) : null}
              </div>
            </div>
            {state.card.fullName === null ? (
              <>
                <dl className="verify-details">
                  <dt>{state.card.kind === 'leader' ? t.leadershipNo : t.membershipNo}</dt>
                  <dd className="verify-number">{state.card.number}</dd>
                  <dt>{t.renewalDate}</dt>
                  <dd>{state.card.renewalDate ? formatLongDate(state.card.renewalDate, ACTIVE_LOCALE) : '—'}</dd>
                </dl>
                <p className="verify-holder-hidden">{messages.verifyHolderHidden}</p>
              </>
            ) : (
              <dl className="verify-details">
                <dt>{t.name}</dt>
                <dd>{state.card.fullName}</dd>
                {state.card.position && (
                  <>
                    <dt>{t.position}</dt>
                    <dd lang={positionName(state.card.position).lang}>{positionName(state.card.position).text}</dd>
                  </>
                )}
                <dt>{t.chapter}</dt>
                <dd>{state.card.chapter ?? '—'}</dd>
                <dt>{state.card.kind === 'leader' ? t.leadershipNo : t.membershipNo}</dt>
                <dd>{state.card.number}</dd>
                <dt>{state.card.kind === 'leader' ? t.appointed : t.memberSince}</dt>
                <dd>{state.card.since ? formatLongDate(state.card.since, ACTIVE_LOCALE) : '—'}</dd>
                <dt>{t.renewalDate}</dt>
                <dd>{state.card.renewalDate ? formatLongDate(state.card.renewalDate, ACTIVE_LOCALE) : '—'}</dd>
              </dl>
            )}
          </>
        )}
      </div>
      {/* A plain GET form too: before the app starts the server turns /verify?number=… into the card's page. */}
      <form className="verify-form" action={pathIn(ACTIVE_LOCALE, '/verify')} method="get" onSubmit={submit} ref={formRef}>
        <label htmlFor="verify-number">{t.anotherLabel}</label>
        <div className="verify-form-row">
          <input
            id="verify-number"
            name="number"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t.anotherPlaceholder}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button button-primary">
            {t.verify}
          </button>
        </div>
      </form>
      <p className="verify-privacy">{t.privacy}</p>
    </section>
  );
}
