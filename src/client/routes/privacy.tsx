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
            <strong>Messages we send you:</strong> the SMS and e-mails about your membership (welcome, renewal reminders, one-time
            codes), with when they were sent and whether they arrived. One-time codes are never kept once sent.
          </li>
          <li>
            <strong>Your consent:</strong> when you accepted this notice and which version.
          </li>
          <li>
            <strong>Officials’ accounts:</strong> username, e-mail, role and a record of sign-ins and changes made in the
            dashboard.
          </li>
        </ul>
        <p>We do not record which events you attend.</p>
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
          <li>
            A registration that was never paid (the M-Pesa prompt failed or was cancelled): your details and photo are deleted
            after 30 days; only the record that a payment was attempted stays, with no name, ID number or phone.
          </li>
          <li>
            Payment records: seven years, as required for financial records. If you ask us to delete your membership, your
            payments stay with your membership number only.
          </li>
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
          deleted, and to object to its processing. You may withdraw consent at any time; this ends your membership record.
        </p>
        <p>
          You can do most of this yourself on <Link to="/my-card">Get my card</Link>: enter your ID number and the phone number on
          your membership, and type the code we send to that phone. Then you can:
        </p>
        <ul>
          <li>
            <strong>Download my data:</strong> everything we hold about you (your record and photo, your consent, payments and the
            messages we sent you), as a PDF to read and as a JSON file for a computer.
          </li>
          <li>
            <strong>Correct my details:</strong> change your e-mail address and photo at once, and your phone number after a code
            sent to the new phone. For your name, ID number or chapter, contact us.
          </li>
          <li>
            <strong>Delete my membership:</strong> files a request. An official handles it within 30 days: your name, ID number,
            phone, e-mail and photo are removed, your card stops working, and we send you a last SMS to say it is done. If we
            cannot delete (for example while a dispute is open), we tell you why.
          </li>
        </ul>
        <p>
          If you are not satisfied with our answer, you have the right to complain to the Office of the Data Protection
          Commissioner (ODPC): www.odpc.go.ke, info@odpc.go.ke.
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
