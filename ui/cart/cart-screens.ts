/*
 * The cart, shipping, checkout and order-placed screens in one chunk (the cart, checkout and orders features). Each separately split page adds its file names (and its
 * shared pieces' names) to the preload map inside the first-load JavaScript, which the home page's
 * 150 kB budget pays for; shoppers who open one of these screens go on to the others anyway.
 */
export { default as CartPage } from './CartPage';
export { default as ShippingPage } from '../checkout/ShippingPage';
export { default as CheckoutPage } from '../checkout/CheckoutPage';
export { default as OrderPlacedPage } from '../orders/OrderPlacedPage';
export { addTileToCart } from './tile-purchase';
export { purchaseProduct } from './product-purchase';
