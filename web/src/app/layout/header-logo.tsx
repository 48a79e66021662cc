import { logoStage } from '@common/contracts/search-keys';
import { LOGO_STAGE_IMAGES } from '@/config/logo';
import { useSearchFilters } from '@/features/search';

/** The logo fills up stage by stage as search filters are set (docs/PRODUCT.md §2, header). */
export function HeaderLogo() {
  const filters = useSearchFilters();
  const stage = logoStage(filters);
  // Decorative: it sits inside the 'PartsYard' home link, which already names the link.
  return <img src={LOGO_STAGE_IMAGES[stage]} alt="" width={40} height={40} data-stage={stage} />;
}
