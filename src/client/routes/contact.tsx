/** Placeholder: the screen is built by its own issue. */
export default function ContactPage() {
  return (
    <section className="container">
      <h1>Contact</h1>
    </section>
  );
}
