/** Why join, and the two-question FAQ shown beside step 1. */
import { REGISTRATION_FEE_KES } from '../../shared/constants';
import { messages } from '../../shared/messages';

const BENEFITS = [
  { title: 'Networking', text: 'Meet young leaders, mentors and partners across Igembe, Tigania, Imenti and Buuri.' },
  { title: 'Skills Development', text: 'Trainings in agribusiness, digital skills, leadership and financial literacy.' },
  { title: 'Voice & Advocacy', text: 'Speak up on the issues that shape your ward, sub-county and county.' },
  { title: 'Project Opportunities', text: 'Take part in health camps, tree planting, value addition and charity projects.' },
];

const FAQ = [
  {
    q: 'How much does membership cost?',
    a: messages.membershipFeeAnswer(REGISTRATION_FEE_KES),
  },
  {
    q: 'When do I get my membership card?',
    a: 'As soon as M-Pesa confirms your payment: the card downloads as a PDF you can print or keep on your phone.',
  },
];

export function Benefits() {
  return (
    <aside className="membership-aside">
      <h2>Membership benefits</h2>
      <ul className="benefits">
        {BENEFITS.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>
            <span>{b.text}</span>
          </li>
        ))}
      </ul>
      <h2>Questions</h2>
      {FAQ.map((item) => (
        <details key={item.q} className="faq">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </aside>
  );
}
