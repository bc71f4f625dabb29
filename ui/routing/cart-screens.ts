/*
 * The cart, shipping, checkout and order-placed screens in one chunk (the cart, checkout and orders
 * features), with the code a tile's or the product page's add to cart loads. It sits beside the
 * route table, which names every page, so that no feature room imports another's screens. Each
 * separately split page adds its file names (and its shared pieces' names) to the preload map
 * inside the first-load JavaScript, which the home page's 150 kB budget pays for; shoppers who
 * open one of these screens go on to the others anyway.
 */
export { default as CartPage } from '../cart/CartPage';
export { default as ShippingPage } from '../checkout/ShippingPage';
export { default as CheckoutPage } from '../checkout/CheckoutPage';
export { default as OrderPlacedPage } from '../orders/OrderPlacedPage';
export { addTileToCart } from '../cart/tile-purchase';
export { purchaseProduct } from '../cart/product-purchase';
