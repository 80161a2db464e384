import { Link } from 'react-router';
import { identity } from '../../shared/identity';

/** The organisation's mark on the sign-in screens, linking home. */
export function AuthBrand() {
  return (
    <Link to="/" className="auth-brand">
      <span className="auth-brand-mark" aria-hidden="true">
        {identity.shortName}
      </span>
      <span className="auth-brand-name">
        {identity.name}
        <span className="auth-brand-sub">Officials&rsquo; dashboard</span>
      </span>
    </Link>
  );
}
