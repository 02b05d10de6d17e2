/** What a file's content type means for the person: a word for the Type column, and how to preview it. */
const KINDS: Record<string, { label: string; preview: 'image' | 'tab' }> = {
  'image/jpeg': { label: 'JPEG image', preview: 'image' },
  'image/png': { label: 'PNG image', preview: 'image' },
  // Most browsers other than Safari cannot draw HEIC: it opens in a new tab (the device may show it).
  'image/heic': { label: 'HEIC image', preview: 'tab' },
  'application/pdf': { label: 'PDF document', preview: 'tab' },
};

export function fileKind(contentType: string): { label: string; preview: 'image' | 'tab' } {
  return KINDS[contentType] ?? { label: contentType || 'File', preview: 'tab' };
}
