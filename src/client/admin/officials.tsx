/**
 * The chairman's Officials tab (issue 3 fills it): list officials, add one with a temporary
 * password shown once, disable one, reset a password. The dashboard (issue 7) mounts it.
 */
export default function OfficialsPanel() {
  return <p>Officials</p>;
}
