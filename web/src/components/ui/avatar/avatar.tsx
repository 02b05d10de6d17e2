/**
 * A person's profile picture, round; their initials when there is no picture or it cannot be drawn
 * (a HEIC outside Safari, an expired link). The alt text names whose picture it is; the initials'
 * name starts with the letters shown, as a control's visible words must be in its name.
 */
import './avatar.css';
import { useState } from 'react';

export interface AvatarProps {
  /** A signed link to the picture; null or undefined shows the initials. */
  url?: string | null | undefined;
  /** Whose picture: a name or an email address. */
  name: string;
  size?: 'sm' | 'lg';
}

/** Two letters from a name ("Asha Rao" → AR) or from an email's local part ("asha.rao@…" → AR). */
export function initialsOf(name: string): string {
  const local = name.split('@')[0] ?? '';
  const words = local.split(/[\s._-]+/).filter((word) => /[\p{L}\d]/u.test(word));
  const [first = '', second] = words;
  const letters = second === undefined ? first.slice(0, 2) : `${first[0] ?? ''}${second[0] ?? ''}`;
  return letters.toUpperCase();
}

export function Avatar({ url, name, size = 'sm' }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const initials = initialsOf(name) || '?';
  const className = `avatar avatar--${size}`;
  if (url && broken !== url)
    return <img className={className} src={url} alt={`Avatar of ${name}`} onError={() => setBroken(url)} />;
  return (
    <span
      className={`${className} avatar--initials`}
      role="img"
      aria-label={`${initials}: initials of ${name} (no profile picture yet)`}
    >
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
