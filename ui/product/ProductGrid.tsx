import type { ReactNode } from 'react';
import type { ProductTile as ProductTileData } from '../../core/product/product-tile';
import { TileGrid, TileGridShimmer } from '../kit/TileGrid';
import { ProductTile } from './ProductTile';

type Props =
  /** `action`: what goes under a tile (the wishlist's remove button). */
  | { tiles: readonly ProductTileData[]; placeholders?: never; action?: (tile: ProductTileData) => ReactNode }
  /** While loading: this many tile placeholders in the same grid, so nothing jumps when tiles arrive. */
  | { tiles?: never; placeholders: number; action?: never };

/** Products in a responsive grid: 2 columns under 576 px, 3 from 576, 4 from 992, 6 from 1200. */
export function ProductGrid({ tiles, placeholders, action }: Props) {
  if (tiles) {
    return (
      <TileGrid>
        {tiles.map((tile) => (
          <li key={tile.id}><ProductTile tile={tile} />{action?.(tile)}</li>
        ))}
      </TileGrid>
    );
  }
  return <TileGridShimmer count={placeholders} />;
}
