/**
 * The dashboard's only screen for an official whose role must sign in with two steps
 * (REQUIRE_2FA_ROLES) and who has not set it up: the set-up, then the dashboard. Signing out
 * stays possible.
 */
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/session';
import { TwoFactorSetup } from './two-factor-setup';
import './security.css';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.twoFactor;

export default function RequiredTwoFactor() {
  const { user, refresh, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <main className="security-required" id="main">
      <h1>{t.requiredTitle}</h1>
      <p>{t.setupRequired}</p>
      <p className="security-muted">Signed in as {user?.username}.</p>
      <TwoFactorSetup onDone={() => void refresh()} />
      <button type="button" className="btn" onClick={() => void signOut().then(() => navigate('/admin/login'))}>
        Logout
      </button>
    </main>
  );
}
