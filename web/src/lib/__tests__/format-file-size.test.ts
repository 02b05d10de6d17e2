import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../format-file-size';

describe('file sizes', () => {
  it('read as people do, in binary units', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(9_300)).toBe('9 KB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12.0 MB');
  });
});
