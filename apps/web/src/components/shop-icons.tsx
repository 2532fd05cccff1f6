import { icon } from './icons';

/**
 * The shop pages' line icons, drawn by the same `icon` as those of icons.tsx. Decorative: the
 * control holding an icon carries the accessible name. Direction icons take `rtl:-scale-x-100`.
 */
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  'SearchIcon',
);
export const ChevronEndIcon = icon(<path d="m9 18 6-6-6-6" />, 'ChevronEndIcon');
export const ListIcon = icon(
  <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  'ListIcon',
);
export const FilterIcon = icon(<path d="M3 5h18l-7 8.5V19l-4 2v-7.5Z" />, 'FilterIcon');
export const ArrowUpIcon = icon(<path d="M12 19V5m-7 7 7-7 7 7" />, 'ArrowUpIcon');
export const ChatIcon = icon(
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />,
  'ChatIcon',
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  'ClockIcon',
);
export const MinusIcon = icon(<path d="M5 12h14" />, 'MinusIcon');
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const RulerIcon = icon(
  <>
    <path d="m3 17 14-14 4 4L7 21Z" />
    <path d="m7 13 2 2M10 10l2 2M13 7l2 2" />
  </>,
  'RulerIcon',
);
export const ExternalLinkIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  'ExternalLinkIcon',
);
export const ImageIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </>,
  'ImageIcon',
);
export const PercentIcon = icon(
  <>
    <path d="M19 5 5 19" />
    <circle cx="6.5" cy="6.5" r="2.5" />
    <circle cx="17.5" cy="17.5" r="2.5" />
  </>,
  'PercentIcon',
);
export const SparklesIcon = icon(
  <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z" />,
  'SparklesIcon',
);
