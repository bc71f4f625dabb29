import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLanguage } from '../app/language-context';
import { useResolver, useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import type { RouteLoadContext } from '../routing/route-definition';
import { PageLoadStore } from '../routing/page-load-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { CheckoutSteps } from './CheckoutSteps';
import { CartReadiness } from './cart-readiness';
import { useMounted } from '../kit/use-mounted';
import { CheckoutShimmer } from './CheckoutShimmer';
import cartStyles from './cart.module.css';

/** A step's view model: one per container (a tab), while the step's state is one visit's. */
interface StepScreen {
  close(): void;
}

interface CheckoutStepPageProps {
  step: 'cart' | 'shipping' | 'payment';
  /** The catalogue group holding the step's `title` and `description` (`cart.shipping`). */
  texts: string;
  testId: string;
  /** The step's route load, run again in the browser for a guest (whose token the server lacks). */
  load: (context: RouteLoadContext) => Promise<void>;
  screen: StepScreen;
  /** The placeholder until the cart is ready; the checkout's unless told. */
  shimmer?: ReactNode;
  children: ReactNode;
}

/**
 * A checkout step's frame: steps bar, title, page meta, and a placeholder until the cart is ready.
 * The step's view model forgets the visit when the step goes, so the next visit starts afresh.
 */
export const CheckoutStepPage = observer(function CheckoutStepPage({ step, texts, testId, load, screen, shimmer, children }: CheckoutStepPageProps) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const resolver = useResolver();
  const pageLoad = useService(PageLoadStore);
  const readiness = useService(CartReadiness);
  const mounted = useMounted();
  usePageMeta({ title: t(`${texts}.title`), description: t(`${texts}.description`), noindex: true });
  useEffect(() => {
    readiness.loadMissing(language, () => load({ resolver, language, params: {}, search: new URLSearchParams() }));
    return () => screen.close();
    // Once per visit: a later change of the cart is the use cases' to keep in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={`container ${cartStyles.page}`} data-testid={testId}>
      <CheckoutSteps current={step} />
      <div className={cartStyles.heading}><h1 className={cartStyles.title}>{t(`${texts}.title`)}</h1></div>
      {!readiness.ready(language, mounted) || pageLoad.pending ? (shimmer ?? <CheckoutShimmer />) : children}
    </div>
  );
});
