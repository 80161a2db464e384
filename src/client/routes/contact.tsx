/**
 * Contact: the message form posts to /api/send-email; on success the notice
 * shows, all five fields clear and the notice disappears after 5 s; on failure the error notice shows.
 * A rate-limit answer (429) shows the server's own message, which says what to do.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, ApiError } from '../api';
import { SUCCESS_NOTICE_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { PageHero } from '../components/page-hero';
import { ClockIcon, CoinsIcon, MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { SocialLinks } from '../components/social-links';
import { identity, office, officeHours } from '../content/organisation';
import { contactMessages as t } from '../../shared/page-messages/contact';
import { readTypedValues, useTypedBeforeHydration } from '../components/typed-before-hydration';
import { useHydrated } from '../hydration';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '', website: '' };
/** What a visitor typed into the prerendered form before this code ran. */
const typedEarly = readTypedValues('form.contact-form');
type Status = 'idle' | 'submitting' | 'submitted' | 'error';

export default function ContactPage() {
  const [form, setForm] = useState(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [errorText, setErrorText] = useState<string>(messages.contactFailure);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The form is rendered on the server: until the app runs, a click would send it as a plain GET,
  // with what was typed (personal data) in the address and the server's log.
  const hydrated = useHydrated();
  useTypedBeforeHydration(formRef, typedEarly, (typed) =>
    setForm((f) => {
      const next = { ...f };
      for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) if (typeof typed[key] === 'string') next[key] = typed[key];
      return next;
    }),
  );

  // The notice sits under the button, below the fold on a phone: bring it into view and move
  // focus to it, so the sender sees it and a screen reader reads it (the live region announces
  // it too where focus is not followed).
  useEffect(() => {
    if (status !== 'submitted' && status !== 'error') return;
    const notice = noticeRef.current;
    if (!notice) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    notice.focus({ preventScroll: true });
    notice.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  }, [status]);

  useEffect(() => {
    if (status !== 'submitted') return;
    const timer = window.setTimeout(() => setStatus('idle'), SUCCESS_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setStatus('submitting');
    try {
      await api.post('/api/send-email', form);
      setForm(EMPTY);
      setStatus('submitted');
    } catch (error) {
      setErrorText(error instanceof ApiError && error.status === 429 ? error.message : messages.contactFailure);
      setStatus('error');
    }
  }

  return (
    <>
      <PageHero title={t.title} subtitle={t.subtitle} image="/images/banners/contact.svg" />
      <section className="section" aria-label={t.section}>
        <div className="container contact-grid">
          <div className="contact-form-card">
            <h2>{t.sendUsAMessage}</h2>
            <form ref={formRef} onSubmit={(event) => void submit(event)} className="form contact-form" noValidate={false}>
              <div className="form-row two">
                <label>
                  <span>
                    {t.fullName}{' '}
                    <span aria-hidden="true" className="required">
                      *
                    </span>
                  </span>
                  <input name="name" required autoComplete="name" maxLength={100} value={form.name} onChange={set('name')} />
                </label>
                <label>
                  <span>
                    {t.email}{' '}
                    <span aria-hidden="true" className="required">
                      *
                    </span>
                  </span>
                  <input
                    name="email"
                    type="email"
                    required
                    autoComplete="email"
                    maxLength={200}
                    value={form.email}
                    onChange={set('email')}
                  />
                </label>
              </div>
              <div className="form-row two">
                <label>
                  <span>{t.phoneOptional}</span>
                  <input name="phone" type="tel" autoComplete="tel" maxLength={20} value={form.phone} onChange={set('phone')} />
                </label>
                <label>
                  <span>
                    {t.subject}{' '}
                    <span aria-hidden="true" className="required">
                      *
                    </span>
                  </span>
                  <input name="subject" required maxLength={150} value={form.subject} onChange={set('subject')} />
                </label>
              </div>
              <label>
                <span>
                  {t.message}{' '}
                  <span aria-hidden="true" className="required">
                    *
                  </span>
                </span>
                <textarea name="message" required rows={6} maxLength={5000} value={form.message} onChange={set('message')} />
              </label>
              {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
              <div className="honeypot" aria-hidden="true">
                <label>
                  {t.website}
                  <input name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={set('website')} />
                </label>
              </div>
              <button type="submit" className="button button-primary" disabled={status === 'submitting' || !hydrated}>
                {status === 'submitting' ? t.sending : t.send}
              </button>
              <div aria-live="polite" className="form-notices">
                {status === 'submitted' ? (
                  <p ref={noticeRef} tabIndex={-1} className="notice success">
                    {messages.contactSuccess}
                  </p>
                ) : null}
                {status === 'error' ? (
                  <p ref={noticeRef} tabIndex={-1} className="notice error">
                    {errorText}
                  </p>
                ) : null}
              </div>
            </form>
          </div>

          <aside className="contact-info" aria-label={t.contactInformation}>
            <h2>{t.contactInformation}</h2>
            <h3>
              <PhoneIcon size={18} /> {t.callUs}
            </h3>
            <ul>
              {identity.phones.map((p) => (
                <li key={p}>
                  <a href={`tel:${p.replace(/\s/g, '')}`}>{p}</a>
                </li>
              ))}
            </ul>
            <h3>
              <CoinsIcon size={18} /> {t.donateByMpesa}
            </h3>
            <p>
              {t.paybill} <strong>{identity.paybill}</strong>
              <br />
              {t.accountNumber} <strong>{identity.paybillAccount}</strong>
            </p>
            <h3>
              <MailIcon size={18} /> {t.emailUs}
            </h3>
            <ul>
              <li>
                <a href={`mailto:${identity.email}`}>{identity.email}</a>
              </li>
              <li>
                <a href={`mailto:${identity.secondaryEmail}`}>{identity.secondaryEmail}</a>
              </li>
            </ul>
            <h3>
              <PinIcon size={18} /> {t.visitOffice}
            </h3>
            <p>
              {office.building}, {office.street}
              <br />
              {office.town}, {office.county}
              <br />
              {office.postal}
            </p>
            <h3>
              <ClockIcon size={18} /> {t.officeHours}
            </h3>
            <dl className="hours">
              {officeHours.map((h) => (
                <div key={h.days}>
                  <dt>{h.days}</dt>
                  <dd>{h.hours}</dd>
                </div>
              ))}
            </dl>
            <h3>{t.followUs}</h3>
            <SocialLinks className="social-links dark" />
          </aside>
        </div>
      </section>
      <section className="section section-sand" aria-labelledby="map-heading">
        <div className="container">
          <h2 id="map-heading" className="section-title">
            {t.findUs(office.town)}
          </h2>
          {/* The address card sits on the map: it is there while the map loads, and when it cannot (offline, blocked). */}
          <div className="map-frame">
            <div className="map-place">
              <p>
                <strong>{office.building}</strong>
                <br />
                {office.street}, {office.town}, {office.county}
              </p>
              <a href={office.mapLinkUrl} target="_blank" rel="noopener noreferrer">
                {t.viewOnMap}
              </a>
            </div>
            <iframe
              className="map"
              title={t.mapTitle(office.town)}
              src={office.mapEmbedUrl}
              loading="lazy"
              width={1200}
              height={400}
              referrerPolicy="no-referrer"
            />
          </div>
          <p className="center">
            <a href={office.mapLinkUrl} target="_blank" rel="noopener noreferrer">
              {t.largerMap}
            </a>
          </p>
        </div>
      </section>
      <section className="section join-band" aria-labelledby="join">
        <div className="container center">
          <h2 id="join">{t.ready}</h2>
          <p>{t.readyText}</p>
          <Link to="/membership" className="button button-accent">
            {t.joinToday}
          </Link>
        </div>
      </section>
    </>
  );
}
