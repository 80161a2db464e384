/** Privacy notice under Kenya's Data Protection Act, 2019 (the footer links /privacy). */
import { Link } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '../../shared/constants';
import { identity, office } from '../content/organisation';

export default function PrivacyPage() {
  return (
    <section className="section">
      <div className="container narrow prose">
        <h1>Privacy Policy</h1>
        <p className="card-meta">Version {PRIVACY_NOTICE_VERSION}</p>
        <p>
          {identity.name} (“{identity.shortName}”, “we”) is the data controller for the personal data described here. We process
          it in line with the Data Protection Act, 2019 and its regulations. This notice explains what we collect, why, how long
          we keep it, and your rights.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>When you register as a member:</strong> your full name, national ID number, phone number, gender, chapter, an
            optional e-mail address and an optional photo for your membership card.
          </li>
          <li>
            <strong>When you pay:</strong> the M-Pesa phone number, the amount, and the transaction reference and result returned
            by Safaricom. We never see or store your M-Pesa PIN.
          </li>
          <li>
            <strong>When you write to us:</strong> your name, e-mail, optional phone number, subject and message, and the network
            address the message came from (to stop abuse).
          </li>
          <li>
            <strong>Officials’ accounts:</strong> username, e-mail, role and a record of sign-ins and changes made in the
            dashboard.
          </li>
        </ul>
        <h2>Why we collect it</h2>
        <ul>
          <li>Your ID number makes sure each person registers once and lets us verify a membership card when it is presented.</li>
          <li>Your phone number is used to request the M-Pesa payment and to contact you about membership and activities.</li>
          <li>Your photo appears only on your membership card.</li>
          <li>Contact messages are used only to answer you.</li>
        </ul>
        <p>
          The lawful bases are your consent at registration and the performance of the membership you ask for. We do not sell your
          data or use it for advertising.
        </p>
        <h2>Who can see it</h2>
        <p>
          Only elected officials with a dashboard account (the chairperson and vice chairperson) can see member records. Our
          hosting provider stores the data for us under a written agreement. Safaricom receives the payment phone number to
          process the payment. We share data with authorities only when the law requires it.
        </p>
        <h2>How long we keep it</h2>
        <ul>
          <li>Member records: while you are a member and for two years after your membership ends, then deleted.</li>
          <li>Payment records: seven years, as required for financial records.</li>
          <li>Contact messages: twelve months.</li>
        </ul>
        <h2>How we protect it</h2>
        <p>
          Data travels encrypted (HTTPS). Passwords are stored as one-way hashes. Every change made by an official is recorded in
          an audit log. Photos are re-encoded, which removes hidden location data.
        </p>
        <h2>Your rights</h2>
        <p>
          Under section 26 of the Act you may ask to be informed of the use of your data, to access it, to have it corrected or
          deleted, and to object to its processing. You may withdraw consent at any time; this ends your membership record. You
          may also complain to the Office of the Data Protection Commissioner (www.odpc.go.ke).
        </p>
        <h2>Contact</h2>
        <p>
          Write to our data protection contact at <a href={`mailto:${identity.email}`}>{identity.email}</a>, call{' '}
          {identity.phones[0]}, or visit us at {office.building}, {office.street}, {office.town}. We answer within 7 days. You can
          also use our <Link to="/contact">contact form</Link>.
        </p>
      </div>
    </section>
  );
}
