/** Placeholder: the screen is built by its own issue. */
export default function AdminLoginPage() {
  return (
    <section className="container">
      <h1>Leadership sign-in</h1>
    </section>
  );
}
