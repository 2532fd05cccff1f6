import { useId } from 'react';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { shareLinks, type ShareNetwork } from '../utils/share-links';
import { FacebookMark, LinkedInMark, WhatsAppMark, XMark } from './blog-icons';

const NETWORKS: {
  network: ShareNetwork;
  label: TranslationKey;
  Icon: typeof XMark;
  hover: string;
}[] = [
  {
    network: 'facebook',
    label: 'blog.share.facebook',
    Icon: FacebookMark,
    hover: 'hover:bg-[#1877f2]',
  },
  { network: 'twitter', label: 'blog.share.twitter', Icon: XMark, hover: 'hover:bg-black' },
  {
    network: 'linkedin',
    label: 'blog.share.linkedin',
    Icon: LinkedInMark,
    hover: 'hover:bg-[#0a66c2]',
  },
  {
    network: 'whatsapp',
    label: 'blog.share.whatsapp',
    Icon: WhatsAppMark,
    hover: 'hover:bg-[#128c4a]',
  },
];

/** spec: storefront §2 Article page — share buttons for four networks, as real share links. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useT();
  const links = shareLinks(url, title);
  const titleId = useId();
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900" id={titleId}>
        {t('blog.share.title')}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={titleId}>
        {NETWORKS.map(({ network, label, Icon, hover }) => (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t(label)} ${t('content.opensInNewTab')}`}
              data-network={network}
              className={`inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 transition-colors hover:border-transparent hover:text-white ${hover}`}
            >
              <Icon size={20} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
