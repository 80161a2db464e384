/** Placeholder: the screen is built by its own issue. */
export default function AboutPage() {
  return (
    <section className="container">
      <h1>About</h1>
    </section>
  );
}
