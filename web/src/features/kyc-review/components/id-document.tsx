/**
 * One ID image through its short-lived link: the image itself, or a link for a PDF (and for any file
 * the browser cannot draw, such as HEIC outside Safari). Links last 15 minutes; reloading signs new ones.
 */
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon/icon';

/** The object key's extension is in the signed URL's path, before the signature's query string. */
const isPdfLink = (url: string) => {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.pdf');
  } catch {
    return false;
  }
};

export function IdDocument({ label, url }: { label: string; url: string }) {
  const [unreadable, setUnreadable] = useState(false);
  const drawable = !isPdfLink(url) && !unreadable;
  return (
    <figure className="id-document">
      {drawable ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="id-document__frame">
          <img src={url} alt={label} onError={() => setUnreadable(true)} />
        </a>
      ) : (
        <div className="id-document__frame id-document__frame--file">
          <Icon name="card" size={32} />
          <span>{unreadable ? 'This file cannot be shown here, or its link expired.' : 'PDF document'}</span>
        </div>
      )}
      <figcaption>
        <span>{label}</span>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {drawable ? 'Open full size' : `Open ${label.toLowerCase()}`}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
