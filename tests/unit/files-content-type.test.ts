import { describe, expect, it } from 'vitest';
import { previewKind } from '../../src/components/file-manager/preview-modal';
import { RASTER_IMAGE_NAME, storedContentType } from '../../src/lib/stored-content-type';

describe('storedContentType: what an upload declares', () => {
  it.each(['application/pdf', 'image/png', 'image/jpeg', 'text/csv', 'application/zip', 'video/mp4'])('%s is kept', (type) => {
    expect(storedContentType(type)).toBe(type);
  });

  it.each(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'text/javascript', 'TEXT/HTML', '', undefined, 'nonsense'])(
    '%s is stored as application/octet-stream (downloaded, never rendered)',
    (type) => {
      expect(storedContentType(type)).toBe('application/octet-stream');
    },
  );
});

describe('pictures and previews never render SVG', () => {
  it('avatars, logos and signatures take raster images only', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.webp'].every((n) => RASTER_IMAGE_NAME.test(n))).toBe(true);
    expect(['logo.svg', 'x.svgz', 'page.html'].some((n) => RASTER_IMAGE_NAME.test(n))).toBe(false);
  });

  it('an SVG file is offered for download, not previewed', () => {
    expect(previewKind('drawing.svg')).toBe('none');
    expect(previewKind('photo.png')).toBe('image');
    expect(previewKind('bill.pdf')).toBe('pdf');
  });
});
