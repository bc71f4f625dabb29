import { describe, expect, it } from 'vitest';
import { reviewFormProblems } from './write-review';

const photo = (name: string, type = 'image/jpeg', size = 10_000) => ({ name, type, size });

describe('the review form names each refused photo with its reason', () => {
  it('names a photo too big, one that is not a jpeg or png, and the ones past the count', () => {
    const problems = reviewFormProblems({
      stars: 5, comment: '', keep_images: ['reviews/a.jpg', 'reviews/b.jpg'],
      photos: [photo('ok.jpg'), photo('huge.png', 'image/png', 2_000_000), photo('anim.gif', 'image/gif'), photo('four.jpg'), photo('five.jpg')],
    });
    expect(problems).toEqual([
      { field: 'photos', problem: 'count', names: ['four.jpg', 'five.jpg'] },
      { field: 'photos', problem: 'size', name: 'huge.png' },
      { field: 'photos', problem: 'type', name: 'anim.gif' },
    ]);
  });
});
