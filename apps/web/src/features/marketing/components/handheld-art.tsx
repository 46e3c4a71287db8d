// Inline SVG instead of a photo: nothing to download above the fold, crisp at every width.
export function HandheldArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 240 320"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="handheld-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8fafc" />
          <stop offset="1" stopColor="#cbd5e1" />
        </linearGradient>
        <linearGradient id="handheld-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#312e81" />
          <stop offset="1" stopColor="#1e1b4b" />
        </linearGradient>
      </defs>
      <path
        d="M36 8h168a28 28 0 0 1 28 28v196c0 48-50 80-112 80S8 280 8 232V36A28 28 0 0 1 36 8Z"
        fill="url(#handheld-body)"
        stroke="#94a3b8"
        strokeWidth="2"
      />
      <rect x="30" y="30" width="180" height="132" rx="14" fill="#0f172a" />
      <rect x="40" y="40" width="160" height="112" rx="6" fill="url(#handheld-screen)" />
      {/* A tiny game on the screen: ground, a player, stars and a coin. */}
      <rect x="40" y="132" width="160" height="20" fill="#4338ca" />
      <rect x="40" y="130" width="160" height="3" fill="#a5b4fc" />
      <rect x="74" y="110" width="14" height="20" rx="3" fill="#fbbf24" />
      <rect x="77" y="114" width="3" height="3" fill="#1e1b4b" />
      <rect x="83" y="114" width="3" height="3" fill="#1e1b4b" />
      <rect x="128" y="100" width="34" height="8" rx="2" fill="#6366f1" />
      <circle cx="145" cy="90" r="6" fill="#fbbf24" />
      <circle cx="60" cy="58" r="1.8" fill="#e0e7ff" />
      <circle cx="112" cy="52" r="1.5" fill="#e0e7ff" />
      <circle cx="176" cy="64" r="2" fill="#e0e7ff" />
      <circle cx="150" cy="48" r="1.2" fill="#e0e7ff" />
      <text
        x="120"
        y="76"
        textAnchor="middle"
        fill="#e0e7ff"
        fontFamily="ui-monospace, monospace"
        fontSize="12"
        fontWeight="700"
      >
        SCORE 0420
      </text>
      {/* Controls: D-pad, A and B, then the two small system buttons. */}
      <g fill="#334155">
        <rect x="48" y="200" width="16" height="48" rx="4" />
        <rect x="32" y="216" width="48" height="16" rx="4" />
      </g>
      <circle cx="56" cy="224" r="4" fill="#475569" />
      <circle cx="170" cy="212" r="14" fill="#4338ca" />
      <circle cx="194" cy="236" r="14" fill="#4338ca" opacity="0.85" />
      <rect x="96" y="262" width="20" height="7" rx="3.5" fill="#64748b" />
      <rect x="124" y="262" width="20" height="7" rx="3.5" fill="#64748b" />
      <text
        x="120"
        y="186"
        textAnchor="middle"
        fill="#475569"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="11"
        fontWeight="700"
        letterSpacing="3"
      >
        VMU PRO
      </text>
    </svg>
  );
}
