/** The organisation's social accounts as icon links (footer and contact page), each opening in a new tab. */
import { socialLinks } from '../content/organisation';
import { SocialIcon } from './icons';
import { pageMessages } from '../../shared/page-messages';

export function SocialLinks({ className = 'social-links', label }: { className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {socialLinks.map((s) => (
        <li key={s.network}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={pageMessages.components.opensInNewTab(s.network)}
          >
            <SocialIcon network={s.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
