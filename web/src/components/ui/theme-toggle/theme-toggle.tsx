import { useTheme } from '../../../lib/theme';
import { buttonClassName } from '../button/button';
import { Icon } from '../icon/icon';

/** Switches between the dark (default) and light themes; the choice outlives the visit. */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} theme-toggle`}
      aria-label={`Switch to ${next} theme`}
      onClick={() => setTheme(next)}
    >
      <Icon name={next === 'light' ? 'sun' : 'moon'} size={18} />
      <span>{next === 'light' ? 'Light' : 'Dark'}</span>
    </button>
  );
}
