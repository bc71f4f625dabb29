import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findVariant, variantStock, type VariantLike } from './product-detail';
import { MAX_LINE_QUANTITY, QUANTITY_PROBLEM_TEXT, quantityProblem } from '../cart/line-quantity';

interface Item extends VariantLike {
  id: number;
}

/** Every combination of one value per attribute, as an inventory; value ids are attribute*100+index. */
function inventoryFor(valueCounts: number[], quantities: (index: number) => number): Item[] {
  let combos: number[][] = [[]];
  valueCounts.forEach((count, attribute) => {
    combos = combos.flatMap((combo) => Array.from({ length: count }, (_, index) => [...combo, (attribute + 1) * 100 + index]));
  });
  return combos.map((values, index) => ({ id: index + 1, quantity: quantities(index), inventory_attributes: values.map((attribute_value_id) => ({ attribute_value_id })) }));
}

const attributeShape = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 3 });

describe('findVariant', () => {
  it('finds the one inventory carrying exactly the chosen values, in any order', () => {
    fc.assert(
      fc.property(attributeShape, fc.nat(), (counts, seed) => {
        const inventory = inventoryFor(counts, () => 1);
        const target = inventory[seed % inventory.length]!;
        const choice = target.inventory_attributes.map((entry) => entry.attribute_value_id).reverse();
        expect(findVariant(inventory, choice)).toBe(target);
        const byAttribute = Object.fromEntries(choice.map((value) => [Math.floor(value / 100), value]));
        expect(findVariant(inventory, byAttribute)).toBe(target);
      }),
    );
  });

  it('is null until every attribute is chosen', () => {
    fc.assert(
      fc.property(attributeShape.filter((counts) => counts.length > 0), fc.nat(), fc.nat(), (counts, seed, hole) => {
        const inventory = inventoryFor(counts, () => 1);
        const choice: (number | null)[] = inventory[seed % inventory.length]!.inventory_attributes.map((entry) => entry.attribute_value_id);
        choice[hole % choice.length] = null;
        expect(findVariant(inventory, choice)).toBeNull();
        expect(findVariant(inventory, choice.filter((value) => value !== null))).toBeNull();
      }),
    );
  });

  it('finds the single attribute-less inventory with an empty choice, and nothing for unknown values', () => {
    const single: Item[] = [{ id: 9, quantity: 3, inventory_attributes: [] }];
    expect(findVariant(single, [])).toBe(single[0]);
    expect(findVariant(single, {})).toBe(single[0]);
    expect(findVariant(inventoryFor([2], () => 1), [999])).toBeNull();
    expect(findVariant([], [])).toBeNull();
  });
});

describe('variantStock', () => {
  it('is the whole non-negative quantity, 0 without a variant', () => {
    expect(variantStock(null)).toBe(0);
    expect(variantStock(undefined)).toBe(0);
    expect(variantStock({ quantity: -3 })).toBe(0);
    expect(variantStock({ quantity: Number.NaN })).toBe(0);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (quantity) => {
      expect(variantStock({ quantity })).toBe(quantity);
    }));
  });
});

describe('quantityProblem', () => {
  it('asks for every attribute first', () => {
    fc.assert(fc.property(fc.integer(), (quantity) => {
      expect(quantityProblem(quantity, null)).toBe('select_attributes');
    }));
  });

  it('refuses less than one whole item', () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true })), fc.nat(), (quantity, stock) => {
      expect(quantityProblem(quantity, stock)).toBe('minimum_one');
    }));
  });

  it('refuses any quantity of an out-of-stock variant', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), fc.integer({ max: 0 }), (quantity, stock) => {
      expect(quantityProblem(quantity, stock)).toBe('out_of_stock');
    }));
  });

  it('accepts exactly the quantities the stock covers, counting what is already in the cart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 50 }), (quantity, stock, inCart) => {
        const problem = quantityProblem(quantity, stock, inCart);
        expect(problem === null).toBe(quantity + inCart <= stock);
        if (problem !== null) expect(problem).toBe('exceeds_inventory');
      }),
    );
  });

  it('caps a line at the maximum quantity', () => {
    fc.assert(fc.property(fc.integer({ min: MAX_LINE_QUANTITY + 1, max: 1e9 }), fc.nat(), (quantity, stock) => {
      expect(quantityProblem(quantity, stock)).toBe('maximum_exceeded');
    }));
  });

  it('has the known English text for every code', () => {
    expect(Object.values(QUANTITY_PROBLEM_TEXT)).toEqual([
      'Please select all required attributes.',
      'Must have minimum 1 item.',
      'This product is out of stock.',
      'Product quantity exceeds inventory.',
      'Maximum quantity exceeds.',
    ]);
  });
});
