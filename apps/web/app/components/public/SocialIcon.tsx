import type { SocialIcon as SocialIconType } from "@fooddir/contract";

/** One icon of the built-in social set: stroked 24x24 paths, decorative (aria-hidden). */
export function SocialIcon({ icon, size = 20 }: { icon: SocialIconType; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon.name}
    >
      {icon.data.icons.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paths of one icon never reorder
        <path key={i} d={d} />
      ))}
    </svg>
  );
}
