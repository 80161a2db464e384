/** Placeholder: the screen is built by its own issue. */
export default function EventsPage() {
  return (
    <section className="container">
      <h1>Events</h1>
    </section>
  );
}
