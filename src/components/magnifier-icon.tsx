/**
 * A magnifier drawn here rather than antd's SearchOutlined: that icon is part of antd's Input, which
 * the login page loads, and importing it from the header or the palette too would split it into a
 * chunk of its own on every first load.
 */
export const MagnifierIcon = () => (
  <span role="img" aria-hidden className="anticon">
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  </span>
);
