/** Line icons for the dashboard (inline SVG: no icon font, no emoji that a desktop may lack). */
const PATHS = {
  overview: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  members:
    'M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M20 19v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.15a3.5 3.5 0 0 1 0 6.7',
  chapters: 'M3 21h18M5 21V10l7-5 7 5v11M9 21v-6h6v6',
  leaders: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  messages: 'M3 5h18v14H3zM3 6l9 7 9-7',
  payments: 'M2 6h20v12H2zM2 10h20M6 15h4',
  officials: 'M15 7a4 4 0 1 1-3.9 5H3v3h3v3h3v-3h2.1A4 4 0 0 1 15 7zM16 10.5h.01',
  /** An arrow into a tray: members brought in from a file. */
  import: 'M12 3v12M7 10l5 5 5-5M4 15v5h16v-5',
  /** A speech bubble with lines: text messages to members. */
  outbox: 'M4 4h16v12H9l-5 4zM8 8h8M8 12h5',
  /** A feature phone with its keypad: the USSD service. */
  ussd: 'M7 2h10v20H7zM9 5h6v5H9zM9 13h.01M12 13h.01M15 13h.01M9 16h.01M12 16h.01M15 16h.01M9 19h.01M12 19h.01M15 19h.01',
  /** A shield: members' requests about their personal data. */
  requests: 'M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6zM9 12l2 2 4-4',
  /** A calendar page. */
  events: 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4',
  /** A folded newspaper. */
  updates: 'M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h5',
  /** A framed picture with a mountain. */
  gallery: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  /** A clipboard with a tick: the record of who did what. */
  audit: 'M8 4h8v3H8zM6 5H4v16h16V5h-2M8 14l3 3 5-6',
  /** A padlock: the official's own sign-in and devices. */
  security: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2',
  /** A megaphone: messages sent to chosen members. */
  campaigns: 'M3 10v4h3l7 5V5L6 10zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  /** Bars rising: the treasurer's figures. */
  finance: 'M4 20h16M6 16v-4M11 16V8M16 16v-6M20 4l-4 3',
  checkIn: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  logout: 'M15 4h4v16h-4M10 16l4-4-4-4M14 12H3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
