/** Placeholder: the screen is built by its own issue. */
export default function HomePage() {
  return (
    <section className="container">
      <h1>Home</h1>
    </section>
  );
}
