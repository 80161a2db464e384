/** Privacy notice under Kenya's Data Protection Act, 2019 (the footer links /privacy); its words are in page-messages/privacy.ts. */
import { Link } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '../../shared/constants';
import { privacyMessages as t } from '../../shared/page-messages/privacy';
import { identity, office } from '../content/organisation';

/** A list of items with a bold lead ("When you pay:") and their text. */
function LeadList({ items }: { items: readonly { lead: string; text: string }[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.lead}>
          <strong>{item.lead}</strong> {item.text}
        </li>
      ))}
    </ul>
  );
}

const PlainList = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

export default function PrivacyPage() {
  return (
    <section className="section">
      <div className="container narrow prose">
        <h1>{t.title}</h1>
        <p className="card-meta">{t.version(PRIVACY_NOTICE_VERSION)}</p>
        <p>{t.intro(identity.name, identity.shortName)}</p>
        <h2>{t.collectTitle}</h2>
        <LeadList items={t.collect} />
        <h2>{t.whyTitle}</h2>
        <PlainList items={t.why} />
        <p>{t.lawfulBases}</p>
        <h2>{t.whoTitle}</h2>
        <p>{t.who}</p>
        <p>{t.doorOfficials}</p>
        <h2>{t.keepTitle}</h2>
        <PlainList items={t.keep} />
        <h2>{t.protectTitle}</h2>
        <p>{t.protect}</p>
        <h2>{t.rightsTitle}</h2>
        <p>{t.rights}</p>
        <p>
          {t.selfService.before}
          <Link to="/my-card">{t.selfService.link}</Link>
          {t.selfService.after}
        </p>
        <LeadList items={t.selfActions} />
        <p>{t.complaint}</p>
        <h2>{t.contactTitle}</h2>
        <p>
          {t.contact.before}
          <a href={`mailto:${identity.email}`}>{identity.email}</a>
          {t.contact.middle(identity.phones[0], `${office.building}, ${office.street}, ${office.town}`)}
          <Link to="/contact">{t.contact.link}</Link>
          {t.contact.after}
        </p>
      </div>
    </section>
  );
}
