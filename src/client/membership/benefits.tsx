/** Why join, and the two-question FAQ shown beside step 1. */
import { REGISTRATION_FEE_KES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { registrationMessages as t } from '../../shared/registration-messages';

const words = t.benefits;
const BENEFITS = [
  { title: words.networking, text: words.networkingText },
  { title: words.skills, text: words.skillsText },
  { title: words.voice, text: words.voiceText },
  { title: words.projects, text: words.projectsText },
];

const FAQ = [
  { q: t.costQuestion, a: messages.membershipFeeAnswer(REGISTRATION_FEE_KES) },
  { q: t.cardQuestion, a: t.cardAnswer },
];

export function Benefits() {
  return (
    <aside className="membership-aside">
      <h2>{t.benefitsHeading}</h2>
      <ul className="benefits">
        {BENEFITS.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>
            <span>{b.text}</span>
          </li>
        ))}
      </ul>
      <h2>{t.questionsHeading}</h2>
      {FAQ.map((item) => (
        <details key={item.q} className="faq">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </aside>
  );
}
