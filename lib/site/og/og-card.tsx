import type { TitleLayout } from '@/lib/core/og-layout';
import { CARD_PADDING } from '@/lib/site/og/card-assets';
import { OG_IMAGE_SIZE } from '@/lib/core/og-paths';

interface Props {
  section: string;
  title: TitleLayout;
  logo: string;
  siteName: string;
  host: string;
}

/**
 * A page's social card, drawn by satori (next/og), which takes inline styles only and lays out
 * with flexbox; colours are the brand's orange-amber scale of app/globals.css.
 */
export function OgCard({ section, title, logo, siteName, host }: Props) {
  return (
    <div
      style={{
        width: OG_IMAGE_SIZE.width,
        height: OG_IMAGE_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        padding: `${CARD_PADDING.y}px ${CARD_PADDING.x}px`,
        backgroundImage: 'linear-gradient(135deg, #fff3df 0%, #f5c17a 55%, #eb9c49 100%)',
        color: '#1c1e21',
        fontFamily: 'Geist',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <div
          style={{
            width: 84,
            height: 84,
            borderRadius: 20,
            backgroundColor: '#1c1e21',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <img src={logo} width={60} height={60} alt="" />
        </div>
        <div style={{ marginLeft: 24, fontSize: 48, fontWeight: 700, letterSpacing: -1 }}>{siteName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
        <div style={{ fontSize: 34, fontWeight: 600, color: '#8a4607', marginBottom: 18 }}>{section}</div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            fontSize: title.fontSize,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: title.fontSize * -0.02,
          }}
        >
          {title.lines.map((line, index) => (
            <div key={index} style={{ whiteSpace: 'nowrap' }}>
              {line}
            </div>
          ))}
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ width: 120, height: 8, borderRadius: 4, backgroundColor: '#b8610a' }} />
        <div style={{ fontSize: 30, fontWeight: 400, color: '#3d3f44' }}>{host}</div>
      </div>
    </div>
  );
}
