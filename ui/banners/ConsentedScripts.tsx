import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { analyticsPlan, plansAnything } from '../../core/banners/consent';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { BannerStore } from './banner-store';

/**
 * Loads analytics and the operator's scripts once the shopper has accepted them, and withdraws
 * consent from what runs when the shopper rejects later. Renders nothing; its code
 * (`analytics-tags.ts`) is a chunk of its own, fetched only when there is something to load.
 */
export const ConsentedScripts = observer(function ConsentedScripts() {
  const common = useService(CommonStore);
  const banners = useService(BannerStore);
  const choice = banners.mounted ? banners.consent : null;
  const plan = analyticsPlan(common.data, 'granted');
  const wanted = plansAnything(plan);
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || choice === null || (choice === 'denied' && !started.current)) return;
    if (choice === 'granted') started.current = true;
    void import('./analytics-tags').then(({ applyConsent }) => applyConsent(plan, choice));
    // The plan is read from the settings, which do not change during a page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, choice]);
  return null;
});
