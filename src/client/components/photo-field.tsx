/**
 * The one profile-photo field, on /membership and in the officials' member and leader forms: the
 * shared photo rule (src/shared/photo.ts), its help text, and the message on the field itself
 * as soon as a photo is picked. Photos the browser can decode are shrunk here before upload
 * (a 12 MB camera photo becomes ~150 KB); HEIC goes up as it is and the server decodes it.
 */
import { useId, useState } from 'react';
import { messages } from '../../shared/messages';
import { photoMessages as words } from '../../shared/page-messages/photo';
import { classifyPhotoFile, PHOTO_ACCEPT } from '../../shared/photo';

const LOOKS = {
  public: {
    field: 'field',
    label: 'label',
    row: 'photo-picker',
    preview: 'photo-preview',
    empty: 'photo-placeholder',
    upload: 'button button-outline',
    remove: 'link-button',
    help: 'hint',
    error: 'field-error',
    hidden: 'visually-hidden',
  },
  admin: {
    field: 'adm-field adm-photo-field',
    label: 'adm-label',
    row: 'adm-photo-row',
    preview: 'adm-photo-preview',
    empty: 'adm-photo-empty',
    upload: 'adm-btn adm-upload',
    remove: 'adm-btn adm-btn-link',
    help: 'adm-help',
    error: 'adm-field-error',
    hidden: 'adm-visually-hidden',
  },
} as const;

interface Props {
  /** A data URL (just picked) or the URL of the saved photo; null when there is none. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  /** The server's message for the photo, if it refused it. */
  error?: string | undefined;
  /** Told about a picked file that cannot be used (the page may block its next step on it). */
  onError?: (message: string) => void;
  look: keyof typeof LOOKS;
}

export function PhotoField({ value, onChange, error, onError, look }: Props) {
  const id = useId();
  const css = LOOKS[look];
  const [pickError, setPickError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = pickError ?? error ?? null;
  // Chromium cannot show HEIC: say it is chosen instead of a broken image.
  const heic = value?.startsWith('data:image/hei') ?? false;

  const refuse = (message: string) => {
    setPickError(message);
    onError?.(message);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    // The public form sends to the anonymous routes, which take less as sent (HEIC) than officials' forms.
    const verdict = classifyPhotoFile(file, look === 'public' ? 'public' : 'official');
    if ('error' in verdict) return refuse(verdict.error);
    setBusy(true);
    try {
      // HEIC is sent as it is (the server decodes it); every other kind is shrunk here.
      // The decoding code is fetched on the first photo only: most visitors never pick one.
      const { readAsDataUrl, shrinkPhoto } = await import('./photo-shrink');
      const dataUrl =
        verdict.kind === 'heic' ? await readAsDataUrl(new Blob([file], { type: 'image/heic' })) : await shrinkPhoto(file);
      setPickError(null);
      onChange(dataUrl);
    } catch {
      refuse(messages.photoUnreadable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css.field}>
      <span className={css.label} id={`${id}-label`}>
        {words.label}
      </span>
      <div className={css.row}>
        {value && !heic ? (
          <img src={value} alt={words.previewAlt} className={css.preview} />
        ) : (
          <span className={css.empty} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="36" height="36">
              <circle cx="12" cy="8" r="4" fill="currentColor" />
              <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" fill="currentColor" />
            </svg>
          </span>
        )}
        <div>
          <label className={css.upload} htmlFor={`${id}-file`}>
            {busy ? words.preparing : value ? words.change : words.upload}
          </label>
          <input
            id={`${id}-file`}
            className={css.hidden}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-labelledby={`${id}-label`}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : `${id}-help`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // picking the same file again still fires
              void pick(file);
            }}
          />
          {value ? (
            <button
              type="button"
              className={css.remove}
              onClick={() => {
                setPickError(null);
                onChange(null);
              }}
            >
              {words.remove}
            </button>
          ) : null}
          {heic ? <p className={css.help}>{words.heicChosen}</p> : null}
          <p className={css.help} id={`${id}-help`}>
            {messages.photoHelp}
          </p>
        </div>
      </div>
      {shown ? (
        <p className={css.error} id={`${id}-error`} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
