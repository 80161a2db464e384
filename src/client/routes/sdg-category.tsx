/** /sdg/{goal}/{category}: one page for each of the sixteen categories linked from About. */
import { Link, useParams } from 'react-router';
import { findSdgCategory } from '../../shared/sdg';
import { PageHero } from '../components/page-hero';
import { ArrowLeftIcon } from '../components/icons';
import { NotFoundPage } from './not-found';
import { sdgPageMessages as t } from '../../shared/page-messages/sdg';

export default function SdgCategoryPage() {
  const { goal, category } = useParams();
  const found = findSdgCategory(goal, category);
  if (!found) return <NotFoundPage back={{ to: '/about', label: t.backToAbout }} />;
  const { card, category: c } = found;
  return (
    <>
      <PageHero title={c.title} subtitle={`SDG ${card.goal}: ${card.title} — ${c.summary}`} image="/images/banners/about.svg" />
      <section className="section">
        <div className="container narrow">
          <Link to="/about" className="back-link">
            <ArrowLeftIcon size={18} /> {t.backToAbout}
          </Link>
          {c.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <h2>{t.whatWeDo}</h2>
          <ul className="check-list">
            {c.activities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <h2>{t.otherAreas(card.goal)}</h2>
          <ul className="sdg-categories">
            {card.categories
              .filter((o) => o.slug !== c.slug)
              .map((o) => (
                <li key={o.slug}>
                  <Link to={`/sdg/${card.goal}/${o.slug}`}>{o.title}</Link>
                </li>
              ))}
          </ul>
          <div className="cta-row">
            <Link to="/membership" className="button button-accent">
              {t.joinAndTakePart}
            </Link>
            <Link to="/contact" className="button button-outline">
              {t.supportThisWork}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
