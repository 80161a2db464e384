/** The organisation's social accounts as icon links (footer and contact page), each opening in a new tab. */
import { socialLinks } from '../content/organisation';
import { SocialIcon } from './icons';

export function SocialLinks({ className = 'social-links', label }: { className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {socialLinks.map((s) => (
        <li key={s.network}>
          <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${s.network} (opens in a new tab)`}>
            <SocialIcon network={s.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
