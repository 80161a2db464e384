/**
 * The dashboard's Payments tab (issue 5 fills it): M-Pesa payments with their states, and the
 * officials' confirm/reject of manually entered M-Pesa codes. The dashboard (issue 7) mounts it.
 */
export default function PaymentsPanel() {
  return <p>Payments</p>;
}
