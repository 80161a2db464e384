/**
 * The "Send messages" tab (docs/campaigns.md): choose the audience, write the text once, and see
 * before sending what the server works out (recipients, who is left out and why, the first
 * recipient's text, SMS parts and encoding, the cost); then the campaigns with live counts, and
 * the approvals waiting for this official. The preview is the server's, asked again half a
 * second after the form last changed, so the dashboard carries no SMS counting code.
 */
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { GENDERS, GENDER_LABELS } from '../../../shared/constants';
import { formatContentDate, formatMomentShort } from '../../../shared/dates';
import { MEMBERSHIP_STATUSES } from '../../../shared/membership';
import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_KINDS,
  type CampaignCreateInput,
  type CampaignPreviewInput,
} from '../../../shared/schemas/campaigns';
import { adminApi } from '../admin-api';
import { notify } from '../notices';
import { campaignEventsQuery, campaignsQuery, cancelCampaignMutation, chaptersQuery, createCampaignMutation } from '../queries';
import { Spinner } from '../ui';
import { ApprovalsPanel } from './approvals-panel';
import { OwnRequestsPanel } from './own-requests-panel';
import './campaigns.css';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.campaigns;
const tm = officialsMessages.campaignsMore;
const sw = officialsMessages.campaignsKiswahili;

interface FormValues {
  chapters: string[];
  membershipStatus: string[];
  gender: string[];
  joinedFrom: string;
  joinedTo: string;
  leadersOnly: boolean;
  membershipNumbers: string;
  rsvpEventId: string;
  text: string;
  textSw: string;
  channel: (typeof CAMPAIGN_CHANNELS)[number];
  kind: (typeof CAMPAIGN_KINDS)[number];
  reason: string;
  when: 'now' | 'later';
  sendAt: string;
}

const DEFAULTS: FormValues = {
  chapters: [],
  membershipStatus: [],
  gender: [],
  joinedFrom: '',
  joinedTo: '',
  leadersOnly: false,
  membershipNumbers: '',
  rsvpEventId: '',
  text: '',
  textSw: '',
  channel: 'sms',
  kind: 'promotional',
  reason: '',
  when: 'now',
  sendAt: '',
};

/** The form as the API takes it: empty filters left out. */
function toBody(v: FormValues): CampaignPreviewInput & Partial<CampaignCreateInput> {
  const numbers = v.membershipNumbers
    .split(/[\s,;]+/)
    .map((n) => n.trim())
    .filter(Boolean);
  return {
    audience: {
      ...(v.chapters.length ? { chapters: v.chapters } : {}),
      ...(v.membershipStatus.length
        ? { membershipStatus: v.membershipStatus as CampaignPreviewInput['audience']['membershipStatus'] }
        : {}),
      ...(v.gender.length ? { gender: v.gender as CampaignPreviewInput['audience']['gender'] } : {}),
      ...(v.joinedFrom ? { joinedFrom: v.joinedFrom } : {}),
      ...(v.joinedTo ? { joinedTo: v.joinedTo } : {}),
      ...(v.leadersOnly ? { leadersOnly: true } : {}),
      ...(numbers.length ? { membershipNumbers: numbers } : {}),
      ...(v.rsvpEventId ? { rsvpEventId: v.rsvpEventId } : {}),
    },
    text: v.text,
    ...(v.textSw.trim() ? { textSw: v.textSw } : {}),
    channel: v.channel,
    kind: v.kind,
    ...(v.kind === 'transactional' ? { reason: v.reason } : {}),
    // datetime-local is Nairobi wall-clock time (the officials' clock).
    ...(v.when === 'later' && v.sendAt ? { sendAt: `${v.sendAt}:00+03:00` } : {}),
  };
}

/** The server's preview of the form, asked half a second after the last change. */
function usePreview(values: FormValues) {
  const body = JSON.stringify(toBody(values));
  const [settled, setSettled] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(body), 500);
    return () => clearTimeout(timer);
  }, [body]);
  const input = JSON.parse(settled) as CampaignPreviewInput;
  const preview = useQuery({
    queryKey: ['campaigns', 'preview', settled],
    queryFn: () => adminApi.previewCampaign(input),
    enabled: input.text.trim() !== '',
    retry: false,
  });
  return {
    preview: input.text.trim() ? (preview.data ?? null) : null,
    error: input.text.trim() && preview.error ? preview.error.message : null,
  };
}

export default function CampaignsPanel() {
  const id = useId();
  const chapters = useQuery(chaptersQuery).data ?? [];
  const events = useQuery(campaignEventsQuery).data ?? [];
  const list = useQuery(campaignsQuery);
  const { register, handleSubmit, control, reset, setError, formState } = useForm<FormValues>({ defaultValues: DEFAULTS });
  const values = useWatch({ control }) as FormValues;
  const { preview, error: previewError } = usePreview({ ...DEFAULTS, ...values });
  const create = useMutation({
    ...createCampaignMutation,
    onSuccess: ({ campaign }) => {
      notify(campaign.status === 'awaiting_approval' ? t.createdAwaiting : t.created);
      reset(DEFAULTS);
    },
    onError: (e: Error & { fields?: Record<string, string> }) => {
      const fields = e.fields ?? {};
      if (fields.text) setError('text', { message: fields.text });
      if (fields.textSw) setError('textSw', { message: fields.textSw });
      if (fields.reason) setError('reason', { message: fields.reason });
      if (fields.sendAt) setError('sendAt', { message: fields.sendAt });
      notify(e.message, 'error');
    },
  });
  const cancel = useMutation({
    ...cancelCampaignMutation,
    onSuccess: () => notify(t.cancelled),
    onError: (e: Error) => notify(e.message, 'error'),
  });
  const submit = handleSubmit((v) => create.mutate(toBody(v) as CampaignCreateInput));
  const fieldError = (name: keyof FormValues) => formState.errors[name]?.message;

  return (
    <div className="cmp">
      <ApprovalsPanel />
      <OwnRequestsPanel />
      <section className="adm-panel" aria-labelledby={`${id}-title`}>
        <h2 className="adm-panel-title" id={`${id}-title`}>
          {t.tab}
        </h2>
        <p className="adm-help">{t.intro}</p>
        <form className="cmp-form" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="cmp-audience">
            <legend>{t.audience}</legend>
            <div className="cmp-group" role="group" aria-label={t.chapters}>
              <span className="cmp-label">{t.chapters}</span>
              {chapters.map((c) => (
                <label key={c.id} className="cmp-check">
                  <input type="checkbox" value={c.name} {...register('chapters')} /> {c.name}
                </label>
              ))}
            </div>
            <div className="cmp-group" role="group" aria-label={t.membershipStatus}>
              <span className="cmp-label">{t.membershipStatus}</span>
              {MEMBERSHIP_STATUSES.map((s) => (
                <label key={s} className="cmp-check">
                  <input type="checkbox" value={s} {...register('membershipStatus')} /> {s}
                </label>
              ))}
            </div>
            <div className="cmp-group" role="group" aria-label={t.gender}>
              <span className="cmp-label">{t.gender}</span>
              {GENDERS.map((g) => (
                <label key={g} className="cmp-check">
                  <input type="checkbox" value={g} {...register('gender')} /> {GENDER_LABELS[g]}
                </label>
              ))}
            </div>
            <div className="cmp-row">
              <div className="adm-field">
                <label htmlFor={`${id}-from`}>{t.joinedFrom}</label>
                <input id={`${id}-from`} type="date" {...register('joinedFrom')} />
              </div>
              <div className="adm-field">
                <label htmlFor={`${id}-to`}>{t.joinedTo}</label>
                <input id={`${id}-to`} type="date" {...register('joinedTo')} />
              </div>
              <label className="cmp-check">
                <input type="checkbox" {...register('leadersOnly')} /> {t.leadersOnly}
              </label>
            </div>
            <div className="adm-field">
              <label htmlFor={`${id}-event`}>{tm.rsvpEvent}</label>
              <select id={`${id}-event`} className="cmp-event" {...register('rsvpEventId')}>
                <option value="">{tm.anyEvent}</option>
                {events.map((e) => (
                  <option key={e.id} value={e.id}>
                    {tm.eventOption(e.title, formatContentDate(e.date), e.rsvps)}
                  </option>
                ))}
              </select>
            </div>
            <div className="adm-field">
              <label htmlFor={`${id}-numbers`}>{t.membershipNumbers}</label>
              <textarea id={`${id}-numbers`} rows={2} {...register('membershipNumbers')} />
            </div>
          </fieldset>

          <div className="adm-field">
            <label htmlFor={`${id}-text`}>{t.text}</label>
            <textarea
              id={`${id}-text`}
              rows={4}
              aria-describedby={`${id}-text-hint`}
              aria-invalid={fieldError('text') ? true : undefined}
              {...register('text')}
            />
            <p className="adm-help" id={`${id}-text-hint`}>
              {t.placeholdersHint}
            </p>
            {fieldError('text') ? (
              <p className="adm-field-error" role="alert">
                {fieldError('text')}
              </p>
            ) : null}
          </div>

          <div className="adm-field">
            <label htmlFor={`${id}-text-sw`}>{sw.textSw}</label>
            <textarea
              id={`${id}-text-sw`}
              rows={4}
              lang="sw"
              aria-describedby={`${id}-text-sw-hint`}
              aria-invalid={fieldError('textSw') ? true : undefined}
              {...register('textSw')}
            />
            <p className="adm-help" id={`${id}-text-sw-hint`}>
              {sw.textSwHint}
            </p>
            {fieldError('textSw') ? (
              <p className="adm-field-error" role="alert">
                {fieldError('textSw')}
              </p>
            ) : null}
          </div>

          <div className="cmp-row">
            <div className="adm-field">
              <label htmlFor={`${id}-channel`}>{t.channel}</label>
              <select id={`${id}-channel`} {...register('channel')}>
                {CAMPAIGN_CHANNELS.map((c) => (
                  <option key={c} value={c}>
                    {t.channels[c]}
                  </option>
                ))}
              </select>
            </div>
            <div className="adm-field">
              <label htmlFor={`${id}-kind`}>{t.kind}</label>
              <select id={`${id}-kind`} {...register('kind')}>
                {CAMPAIGN_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t.kinds[k]}
                  </option>
                ))}
              </select>
            </div>
            <div className="adm-field">
              <label htmlFor={`${id}-when`}>{t.when}</label>
              <select id={`${id}-when`} {...register('when')}>
                <option value="now">{t.sendNow}</option>
                <option value="later">{t.sendLater}</option>
              </select>
            </div>
            {values.when === 'later' ? (
              <div className="adm-field">
                <label htmlFor={`${id}-at`}>{t.sendAt}</label>
                <input id={`${id}-at`} type="datetime-local" {...register('sendAt')} />
                {fieldError('sendAt') ? <p className="adm-field-error">{fieldError('sendAt')}</p> : null}
              </div>
            ) : null}
          </div>
          {values.kind === 'transactional' ? (
            <div className="adm-field">
              <label htmlFor={`${id}-reason`}>{t.reason}</label>
              <input id={`${id}-reason`} type="text" {...register('reason')} />
              {fieldError('reason') ? <p className="adm-field-error">{fieldError('reason')}</p> : null}
            </div>
          ) : null}

          <section className="cmp-preview" aria-live="polite" aria-label={t.preview}>
            <h3>{t.preview}</h3>
            {previewError ? <p className="adm-field-error">{previewError}</p> : null}
            {preview ? (
              <>
                <p className="cmp-recipients" data-testid="campaign-recipients">
                  <strong>{t.recipients(preview.recipients)}</strong>
                </p>
                <p>
                  {t.excluded(
                    preview.excluded.optedOut,
                    preview.excluded.notConsented,
                    preview.excluded.noPhone,
                    preview.excluded.noEmail,
                    preview.excluded.inactive,
                  )}
                </p>
                {preview.rsvpGuests ? <p className="adm-help">{tm.rsvpGuests(preview.rsvpGuests)}</p> : null}
                {preview.sample ? (
                  <>
                    <p className="cmp-label">{t.sample}</p>
                    <blockquote className="cmp-sample">{preview.sample}</blockquote>
                  </>
                ) : null}
                <p>{t.parts(preview.parts, preview.encoding)}</p>
                {preview.ucs2Character ? <p className="adm-help">{t.ucs2Because(preview.ucs2Character)}</p> : null}
                {preview.kiswahili ? (
                  <>
                    <p>{sw.readers(preview.kiswahili.recipients)}</p>
                    {preview.kiswahili.sample ? (
                      <>
                        <p className="cmp-label">{sw.sampleSw}</p>
                        <blockquote className="cmp-sample" lang="sw">
                          {preview.kiswahili.sample}
                        </blockquote>
                      </>
                    ) : null}
                    <p>{sw.partsSw(preview.kiswahili.parts, preview.kiswahili.encoding)}</p>
                    {preview.kiswahili.ucs2Character ? (
                      <p className="adm-help">{t.ucs2Because(preview.kiswahili.ucs2Character)}</p>
                    ) : null}
                  </>
                ) : null}
                <p>{t.cost(preview.estimatedCostKes.toFixed(2))}</p>
                {preview.needsApproval ? <p className="cmp-warning">{t.needsApproval}</p> : null}
              </>
            ) : null}
          </section>
          <button type="submit" className="adm-btn adm-btn-primary" disabled={create.isPending}>
            {create.isPending ? t.sending : t.send}
          </button>
        </form>
      </section>

      <section className="adm-panel" aria-labelledby={`${id}-list`}>
        <h2 className="adm-panel-title" id={`${id}-list`}>
          {t.list}
        </h2>
        {list.isPending ? <Spinner label={t.loading} /> : null}
        {list.data && !list.data.items.length ? <p className="adm-empty">{t.none}</p> : null}
        {list.data?.items.length ? (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">{t.created_at}</th>
                  <th scope="col">{t.text}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{tm.pending}</th>
                  <th scope="col">{tm.delivered}</th>
                  <th scope="col">{tm.failed}</th>
                  <th scope="col">{tm.optedOut}</th>
                  <th scope="col">{tm.costCharged}</th>
                  <th scope="col">{t.cancel}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((c) => (
                  <tr key={c.id} data-testid="campaign-row">
                    <td data-label={t.created_at}>
                      {formatMomentShort(c.createdAt)}
                      <span className="cmp-author">{c.author}</span>
                    </td>
                    <td data-label={t.text}>
                      <span className="cmp-text">{c.text}</span>
                    </td>
                    <td data-label={t.status}>{t.statuses[c.status]}</td>
                    <td data-label={tm.pending} className="cmp-num">
                      {c.counts.queued + c.counts.sent}
                      <span className="cmp-detail">
                        {tm.queued} {c.counts.queued} · {tm.sent} <span data-testid="campaign-sent">{c.counts.sent}</span>
                      </span>
                    </td>
                    <td data-label={tm.delivered} className="cmp-num" data-testid="campaign-delivered">
                      {c.counts.delivered}
                    </td>
                    <td data-label={tm.failed} className="cmp-num" data-testid="campaign-failed">
                      {c.counts.failed}
                      {c.failures.length ? (
                        <ul className="cmp-failures" aria-label={tm.failuresBy}>
                          {c.failures.map((f) => (
                            <li key={f.reason}>
                              {f.reason}: {f.count}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                    <td data-label={tm.optedOut} className="cmp-num">
                      {c.counts.optedOut}
                    </td>
                    <td data-label={tm.costCharged} className="cmp-num" data-testid="campaign-charged">
                      {tm.costChargedValue(c.costChargedKes.toFixed(2))}
                    </td>
                    <td data-label={t.cancel}>
                      {c.status === 'queued' || c.status === 'sending' || c.status === 'awaiting_approval' ? (
                        <button
                          type="button"
                          className="adm-btn adm-btn-danger"
                          disabled={cancel.isPending}
                          onClick={() => window.confirm(t.cancelQuestion) && cancel.mutate(c.id)}
                        >
                          {t.cancel}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
