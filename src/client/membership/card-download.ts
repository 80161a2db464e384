/**
 * Saving a member's card PDF. Its own module, apart from the payment flow, so /renew and /my-card
 * take it without the registration's payment code.
 */
import { ApiError } from '../api';
import { messages } from '../../shared/messages';

/** The file name the server gives (Content-Disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Saves a fetched file under the name the server gave it (the card, the member's own data). */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/**
 * Fetches the card and saves it. Throws when the server answers an error, so the page can say so:
 * a plain `<a download>` to a failing URL is cancelled silently by the browser.
 */
export async function downloadCard(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, messages.cardFailed);
  await saveResponse(response, 'MYV_Card.pdf');
}
