/** Placeholder: the dashboard is built by its own issue. */
export default function Dashboard() {
  return (
    <main className="container">
      <h1>Dashboard Overview</h1>
    </main>
  );
}
