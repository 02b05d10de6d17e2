import './button.css';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
}

/** The button look, for links that act as buttons (a `<Link>` styled as the primary action). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
}: ButtonStyle = {}): string {
  return ['button', `button--${variant}`, size === 'sm' && 'button--sm', block && 'button--block']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** Shows a spinner and blocks repeat clicks while an action runs. */
  pending?: boolean;
}

export function Button({
  variant,
  size,
  block,
  pending = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, block });
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && <Spinner size="sm" />}
      {children}
    </button>
  );
}
