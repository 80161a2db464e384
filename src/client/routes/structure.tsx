/** Placeholder: the screen is built by its own issue. */
export default function StructurePage() {
  return (
    <section className="container">
      <h1>Our Team</h1>
    </section>
  );
}
