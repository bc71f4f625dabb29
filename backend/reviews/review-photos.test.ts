import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, processPhoto } from './review-photos';

const picture = (format: 'jpeg' | 'png' | 'gif' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).toFormat(format).toBuffer();

describe('review photos', () => {
  it('re-encodes a jpeg or png as a bounded jpeg named by its content', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const photo = (await processPhoto(await picture(format, 2400, 1200)))!;
      expect(photo.name).toMatch(/^reviews\/[0-9a-f]{64}\.jpg$/);
      const full = await sharp(photo.full).metadata();
      const thumb = await sharp(photo.thumb).metadata();
      expect(full).toMatchObject({ format: 'jpeg', width: PHOTO_MAX_SIDE, height: 800 });
      expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
    }
  });

  it('strips EXIF and the GPS position', async () => {
    const tagged = await sharp(await picture('jpeg')).withExif({ IFD0: { Artist: 'Someone', Copyright: 'x' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } }).toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const photo = (await processPhoto(tagged))!;
    expect((await sharp(photo.full).metadata()).exif).toBeUndefined();
    expect(photo.full.includes(Buffer.from('Someone'))).toBe(false);
  });

  it('refuses what is not really a jpeg or png, whatever its name says', async () => {
    const jpeg = await picture('jpeg');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const bytes of [await picture('gif'), await picture('webp'), svg, Buffer.from('hello'), jpeg.subarray(0, jpeg.length / 2), Buffer.alloc(0), Buffer.alloc(1_100_000, 0xff)]) {
      expect(await processPhoto(bytes)).toBeNull();
    }
  });

  it('keeps only the picture of a polyglot file: the bytes riding after it are gone', async () => {
    const payload = Buffer.from('PK\u0003\u0004<script>alert(1)</script>');
    const photo = (await processPhoto(Buffer.concat([await picture('jpeg'), payload])))!;
    expect(photo).not.toBeNull();
    expect(photo.full.includes(payload)).toBe(false);
  });
});
