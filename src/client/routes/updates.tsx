/** Placeholder: the screen is built by its own issue. */
export default function UpdatesPage() {
  return (
    <section className="container">
      <h1>Achievements</h1>
    </section>
  );
}
