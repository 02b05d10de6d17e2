/**
 * What the person chose, seen again: the image itself when the browser can show it (HEIC often not),
 * otherwise a tile with the file's name.
 */
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon/icon';

export interface ImagePreviewProps {
  /** Object URL or a short-lived signed link; null while there is none. */
  url: string | null;
  fileName: string;
  alt: string;
  /** A line under the name in the tile (size, or 'PDF document'). */
  detail?: string;
}

export function ImagePreview({ url, fileName, alt, detail }: ImagePreviewProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (url && broken !== url)
    return <img className="id-image__preview" src={url} alt={alt} onError={() => setBroken(url)} />;
  return (
    <div className="id-image__tile">
      <Icon name="card" size={28} />
      <div>
        <span className="id-image__file-name">{fileName}</span>
        {detail && <span className="id-image__file-detail">{detail}</span>}
      </div>
    </div>
  );
}
