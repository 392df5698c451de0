import { PROFILE_PICTURE_LIMIT } from '../../../shared/api/auth';

/** Sides (px) and JPEG qualities tried, largest and best first. */
export const PICTURE_SIDES = [256, 192, 128, 96] as const;
export const PICTURE_QUALITIES = [0.85, 0.7, 0.55] as const;

/**
 * The best encoding under the server's 50,000-character limit: tries each side and quality in
 * order and keeps the first data URL that fits; null when none does (the picture is then dropped).
 */
export function fitPicture(encode: (side: number, quality: number) => string): string | null {
  for (const side of PICTURE_SIDES) {
    for (const quality of PICTURE_QUALITIES) {
      const url = encode(side, quality);
      if (url.length <= PROFILE_PICTURE_LIMIT) return url;
    }
  }
  return null;
}

export const PICTURE_TOO_LARGE =
  'This picture is still over 50,000 characters after resizing, so it was not saved. Please try a simpler image.';
export const PICTURE_UNREADABLE = 'We could not read that file. Please choose a JPEG, PNG or WebP image.';

/** Reads an image file and resizes it in the browser (square crop from the centre). */
export async function resizePicture(file: File): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(PICTURE_UNREADABLE);
  }
  const crop = Math.min(bitmap.width, bitmap.height);
  const sx = (bitmap.width - crop) / 2;
  const sy = (bitmap.height - crop) / 2;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error(PICTURE_UNREADABLE);
  const result = fitPicture((side, quality) => {
    canvas.width = side;
    canvas.height = side;
    context.drawImage(bitmap, sx, sy, crop, crop, 0, 0, side, side);
    return canvas.toDataURL('image/jpeg', quality);
  });
  bitmap.close();
  return result;
}
