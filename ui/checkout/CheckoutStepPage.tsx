import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useResolver, useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import type { RouteLoadContext } from '../routing/route-definition';
import { PageLoadStore } from '../routing/page-load-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { CheckoutSteps } from '../cart/CheckoutSteps';
import { useCartReady } from '../cart/use-cart-ready';
import { CheckoutShimmer } from './CheckoutShimmer';
import cartStyles from '../cart/cart.module.css';

interface CheckoutStepPageProps {
  step: 'shipping' | 'payment';
  /** The catalogue group holding the step's `title` and `description` (`cart.shipping`). */
  texts: string;
  testId: string;
  /** The step's route load, run again in the browser for a guest (whose token the server lacks). */
  load: (context: RouteLoadContext) => Promise<void>;
  children: ReactNode;
}

/** A checkout step's frame: steps bar, title, page meta, and a placeholder until the cart is ready. */
export const CheckoutStepPage = observer(function CheckoutStepPage({ step, texts, testId, load, children }: CheckoutStepPageProps) {
  const { t } = useTranslation();
  const resolver = useResolver();
  const pageLoad = useService(PageLoadStore);
  const ready = useCartReady((language) => load({ resolver, language, params: {}, search: new URLSearchParams() }));
  usePageMeta({ title: t(`${texts}.title`), description: t(`${texts}.description`), noindex: true });
  return (
    <div className={`container ${cartStyles.page}`} data-testid={testId}>
      <CheckoutSteps current={step} />
      <div className={cartStyles.heading}><h1 className={cartStyles.title}>{t(`${texts}.title`)}</h1></div>
      {!ready || pageLoad.pending ? <CheckoutShimmer /> : children}
    </div>
  );
});
