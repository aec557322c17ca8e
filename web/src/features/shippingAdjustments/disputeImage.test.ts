import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './disputeImage';

describe('dispute photo', () => {
  it('takes jpg, jpeg, png and webp only', () => {
    expect(imageProblem(null)).toBeNull();
    expect(imageProblem({ name: 'scale.JPG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(imageProblem({ name: 'scale.webp', type: 'image/webp', size: 1000 })).toBeNull();
    expect(imageProblem({ name: 'bill.pdf', type: 'application/pdf', size: 1000 })).toBe(MSG.imagesOnly);
    expect(imageProblem({ name: 'scale.gif', type: 'image/gif', size: 1000 })).toBe(MSG.imagesOnly);
  });
});
