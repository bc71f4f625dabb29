// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render-harness';
import { PageShimmer } from '../PageShimmer';
import { Shimmer } from './Shimmer';
import { TileShimmer } from './TileShimmer';

afterEach(cleanup);

describe('shimmers', () => {
  it('hides placeholder blocks from assistive technology and sizes them logically', () => {
    const { container } = render(<Shimmer width="50%" height="20px" aspectRatio="5 / 1" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.inlineSize).toBe('50%');
    expect(block.style.blockSize).toBe('20px');
  });

  it('outlines a product tile', () => {
    render(<TileShimmer />);
    expect(screen.getByTestId('tile-shimmer').getAttribute('aria-hidden')).toBe('true');
  });

  it('announces a generic page as loading', async () => {
    await renderWithApp(<PageShimmer />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Loading…');
    expect(screen.getAllByTestId('tile-shimmer').length).toBeGreaterThan(0);
  });
});
