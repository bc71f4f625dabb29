/* global module */
/**
 * What `npm run lint` refuses in the import graph (docs/architecture.md, "Lint zones"):
 * - cycles: a cycle ties every file on it into one unit, none can be loaded, split into its own
 *   chunk or understood without the others;
 * - a shared room importing a feature room of its layer (shared machinery sits below features);
 * - a feature importing another feature's file that is not one of that room's declared faces
 *   (`FACES`), and the commerce rooms importing against their order (`COMMERCE_ORDER`).
 * The zones hold for core, adapters, ui and backend; tests, test kits and composition may import
 * anything, and so may backend/api, the backend's wiring (it registers every feature's routes),
 * whose one face is the context every route module receives (docs/decisions/0020-feature-faces.md).
 */

/** The rooms of eslint.config.js (`FEATURES`, `SHARED_ROOMS`): keep both lists alike. */
const FEATURES = ['catalogue', 'product', 'search', 'cart', 'checkout', 'orders', 'payments', 'reviews', 'auth', 'account', 'lists', 'contact', 'newsletter', 'stores', 'pages', 'home', 'install', 'admin', 'seller', 'ledger'];
const SHARED_ROOMS = {
  core: ['shared', 'language', 'common', 'banners'],
  adapters: ['http', 'storage', 'common', 'language'],
  ui: ['app', 'routing', 'layout', 'kit', 'banners', 'errors', 'i18n', 'styles'],
  backend: ['http', 'cache', 'db', 'i18n', 'mail', 'jobs', 'images', 'common', 'seed', 'seo'],
};
const ZONED_LAYERS = Object.keys(SHARED_ROOMS);
const any = (names) => `(${names.join('|')})`;
const TESTS = ['\\.test(-support)?\\.tsx?$', '-test-kit\\.tsx?$', '^ui/test-support/'];

/**
 * Shared files that import a feature. The page tables name every page (the route table lazily
 * imports each, the one-chunk screens file groups the cart's, checkout's and order-placed pages);
 * the demo seed writes every feature's rows and builds the search index with search's own writer
 * (decision 0020). Anything else the shell needs of a feature comes through
 * ui/layout/layout-parts.ts or a loader handed in by backend/api.
 */
const SHARED_REACHING_FEATURES = [
  'ui/routing/routes.ts',
  'ui/routing/cart-screens.ts',
  'backend/seed/seed.ts', // backend/search/search-index (the demo's search index is built with it)
];

/**
 * Each feature room's face: the files other feature rooms of its layer may import. A file not
 * listed is the room's own; making it a face is a reviewed change here.
 */
const FACES = {
  // back-office-headers.ts: every api/v1/admin call carries the back office's CSRF header, the money desk's too (issue 33).
  'adapters/admin': ['back-office-headers.ts'],
  'adapters/cart': ['http-cart-gateway.ts'],
  'adapters/payments': ['payment-methods-of.ts', 'started-payment.ts'],
  'adapters/product': ['http-product-gateway.ts'],
  // The seller edits their store's own shipping rules with the operator's rules, checks and form (issue 32, migration 0043).
  'core/admin': ['shop-rules.ts', 'shop-rules-desk.ts', 'shop-rules-gateway.port.ts'],
  'core/auth': ['auth-token.port.ts', 'base64url.ts', 'guest-token.ts', 'random-source.port.ts', 'session-state.port.ts', 'user.ts'],
  // free-delivery.ts: the threshold the operator types, checked by the back office's settings form as by the CLI.
  'core/cart': ['cart.ts', 'cart-caller.ts', 'cart-changes.ts', 'cart-gateway.port.ts', 'cart-outcome.ts', 'cart-pricing.ts', 'cart-state.port.ts', 'cart-view.ts', 'free-delivery.ts', 'price-type.ts'],
  'core/catalogue': ['listing.ts', 'source-item.ts'],
  'core/checkout': ['shipping-place.ts'],
  // shipment.ts: a seller moves their store's shipment of an order by its rule (issue 33).
  // order-contract.ts: the order desk lists each store's parcel as the shopper reads it (issue 33).
  'core/orders': ['order-contract.ts', 'order-status.ts', 'orders-gateway.port.ts', 'placed-order.port.ts', 'shipment.ts'],
  'core/payments': ['bank-transfer-form.ts', 'payment-methods.ts'],
  // publication.ts: the back office's review queue takes the seller's states and the send-back reason's limit.
  'core/seller': ['publication.ts'],
  'core/product': ['pricing.ts', 'product-detail.ts', 'product-gateway.port.ts', 'product-id.ts', 'product-state.port.ts', 'product-tile.ts'],
  'ui/account': ['AccountLayout.tsx', 'AddressDialog.tsx', 'FormField.tsx', 'Pagination.tsx', 'account.module.css', 'addresses-view-model.ts', 'countries-store.ts', 'form-model.ts'],
  // The seller's delivery screen is the operator's shipping rules form on the store's own rules (issue 32).
  // admin-section-props.ts and the console's styles: the money section is a console section of the ledger room (issue 33).
  'ui/admin': ['ShippingRulesEditor.tsx', 'admin-rules.module.css', 'admin-section-props.ts', 'admin.module.css', 'rules-call.ts', 'rules-parts.tsx', 'shipping-rules-view-model.ts'],
  'ui/cart': ['CheckoutShimmer.tsx', 'CheckoutStepPage.tsx', 'OrderSummary.tsx', 'TileCartButton.tsx', 'cart-line-view.ts', 'cart-loads.ts', 'cart-messages.ts', 'cart-readiness.ts', 'cart-store.ts', 'cart.module.css'],
  'ui/checkout': ['BankDetails.tsx', 'checkout.module.css'],
  'ui/home': ['sections/home-links.ts'],
  'ui/payments': ['MethodChoice.tsx', 'PaymentMark.tsx'],
  'ui/product': ['FollowButton.tsx', 'ProductGrid.tsx', 'Rating.tsx', 'price-text.ts', 'product-meta.ts', 'product-view-model.ts', 'product.module.css'],
  'ui/reviews': ['ReviewButton.tsx', 'ReviewsSection.tsx'],
  // seller.module.css: the earnings screen is a workspace screen of the ledger room, drawn as the workspace's (issue 33).
  'ui/seller': ['seller.module.css'],
  'backend/account': ['countries.ts', 'profiles.ts'],
  // delivery-rules.ts, shipping-rule-input.ts, shop-rules-messages.ts: a store's own shipping rules are read, checked, worded and written as the shop's are (issue 32).
  // order-paperwork*.ts: a seller prints their shipment's packing slip with the shop's paperwork (issue 33);
  // audit-log.ts, back-office-guard.ts: the money desk's changes are audited behind the back office's gate (decision 0035).
  'backend/admin': ['audit-log.ts', 'back-office-guard.ts', 'delivery-rules.ts', 'first-operator.ts', 'order-paperwork.ts', 'order-paperwork-loader.ts', 'shipping-rule-input.ts', 'shop-rules-messages.ts'],
  'backend/auth': ['auth-answers.ts', 'auth-messages.ts', 'caller.ts', 'codes.ts', 'cookie-session-hook.ts', 'outcome.ts', 'passwords.ts', 'sellers.ts', 'session-cookie.ts', 'sessions.ts', 'sign-in-guard.ts', 'throttle.ts', 'tokens.ts'],
  'backend/cart': ['cart-owner.ts', 'cart-places.ts', 'cart-writes.ts'],
  'backend/catalogue': ['flash-sales.ts', 'listing-read-model.ts', 'listing-sidebar.ts'],
  // shipments.ts: a seller's step reads the order's status from its shipments; the desk and the paperwork leave out the parts their sellers cancelled (decision 0036).
  'backend/orders': ['guest-confirmation.ts', 'order-change-messages.ts', 'order-changes.ts', 'order-mail-summary.ts', 'order-mailing.ts', 'order-messages.ts', 'order-notices.ts', 'order-tracking.ts', 'order-view.ts', 'shipments.ts'],
  'backend/pages': ['static-pages.ts'],
  // cancel-part.ts: a seller cancels their part of an order and the desk records its money paid back, as a payment flow (decision 0036).
  'backend/payments': ['accepted-methods.ts', 'bank-transfers.ts', 'cancel-order.ts', 'cancel-part.ts', 'online-payments.ts', 'payment-opening.ts', 'payment-providers.ts', 'refund-order.ts'],
  'backend/product': ['in-stock.ts', 'inventory-attributes.ts', 'listed-price.ts', 'product-detail.ts', 'product-messages.ts', 'product-pages.ts', 'product-tiles.ts'],
  // review-photos.ts, review-upload.ts: a seller's product and store photos are read by content and named like review photos (issue 32).
  'backend/reviews': ['review-photos.ts', 'review-upload.ts', 'reviews.ts'],
  'backend/search': ['search-index.ts'],
  // low-stock.ts: an order that takes a variant to its product's low-stock threshold mails the seller (issue 32, deliverable 7).
  // new-order-mails.ts: the shopper's order confirmation tells each store's seller of their part (issue 33);
  // seller-guard.ts, seller-input.ts: the seller's earnings calls pass the workspace's gate and read versions alike.
  'backend/seller': ['low-stock.ts', 'new-order-mails.ts', 'seller-guard.ts', 'seller-input.ts'],
  // The ledger's faces (decision 0035): orders write money in changeOrder, checkout records the rate, the workspace mounts the routes.
  'backend/ledger': ['commission-terms.ts', 'earnings-routes.ts', 'ledger-writes.ts'],
  'ui/ledger': ['AdminMoneySection.tsx', 'SellerEarnings.tsx'],
  'backend/stores': ['store-page.ts'],
};

/**
 * The commerce rooms build on each other one way, in every zoned layer: a room may import those
 * before it, never one after it (checkout places an order for the cart's lines and pays by a
 * method; orders show what was placed and how it is paid; in ui the order pages reuse checkout's
 * bank details and layout). In the backend, payments come after orders: recording a payment,
 * verifying a transfer, cancelling with a refund are payment flows that change an order through
 * orders' one way of changing it (order-changes.ts), and orders' own reads and mails take the
 * shop's payment methods from backend/common.
 */
const COMMERCE_ORDER = {
  core: ['cart', 'payments', 'orders', 'checkout'],
  adapters: ['cart', 'payments', 'orders', 'checkout'],
  ui: ['cart', 'payments', 'checkout', 'orders'],
  backend: ['cart', 'orders', 'payments', 'checkout'],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const facePaths = Object.entries(FACES)
  .map(([room, files]) => `^${escape(room)}/(${files.map(escape).join('|')})$`);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: break it with a port, a context or by moving the shared part down.',
      from: {},
      to: { circular: true },
    },
    ...ZONED_LAYERS.map((layer) => ({
      name: `${layer}-shared-room-imports-no-feature`,
      severity: 'error',
      comment: `A shared room of ${layer} imports a feature: move the shared part down into a shared room, or pass it in (docs/decisions/0020-feature-faces.md).`,
      from: { path: `^${layer}/${any(SHARED_ROOMS[layer])}/`, pathNot: [...TESTS, ...SHARED_REACHING_FEATURES.map((file) => `^${escape(file)}$`)] },
      to: { path: `^${layer}/${any(FEATURES)}/` },
    })),
    {
      name: 'feature-imports-another-through-its-face',
      severity: 'error',
      comment: 'A feature imports another feature\'s own file: use one of that room\'s faces (FACES in .dependency-cruiser.cjs), or make this one a face there (docs/decisions/0020-feature-faces.md).',
      from: { path: `^${any(ZONED_LAYERS)}/${any(FEATURES)}/`, pathNot: TESTS },
      to: { path: `^$1/${any(FEATURES)}/`, pathNot: ['^$1/$2/', ...facePaths] },
    },
    {
      name: 'backend-feature-imports-api-through-its-context',
      severity: 'error',
      comment: 'backend/api registers the routes; a feature takes only its context from there (backend/api/api-context.ts).',
      from: { path: `^backend/${any(FEATURES)}/`, pathNot: TESTS },
      to: { path: '^backend/api/', pathNot: '^backend/api/api-context\\.ts$' },
    },
    ...Object.keys(COMMERCE_ORDER).flatMap((layer) => COMMERCE_ORDER[layer].slice(0, -1).map((room, i) => ({
      name: `${layer}-commerce-order`,
      severity: 'error',
      comment: `${COMMERCE_ORDER[layer].join(' < ')}: ${layer}/${room} imports none of the rooms after it (docs/decisions/0020-feature-faces.md).`,
      from: { path: `^${layer}/${room}/`, pathNot: TESTS },
      to: { path: `^${layer}/${any(COMMERCE_ORDER[layer].slice(i + 1))}/` },
    }))),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
