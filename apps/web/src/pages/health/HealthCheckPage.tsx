import { healthCheckEntity, healthEndpoints, isReviewable } from '@kg/domain';
import { Flex, Segmented } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ResourceRecord } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { checkSearchFromParams, QUICK_FILTERS, type QuickFilter, quickOf, quickOfFilters, withQuick } from './health-format';
import { temperatureCell } from './health-cells';
import { ReviewDrawer } from './ReviewDrawer';
import { PHOTO_PATHS, photoHref } from './photos/photo-paths';

/**
 * Health -> Checks (componentUrl 'health/check'): the machines' checks, read-only, abnormal ones
 * highlighted; a teacher reviews one from its row. The address may open it on a day, a session and
 * a quick filter (the statistics page links here).
 */
export function HealthCheckPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [reviewing, setReviewing] = useState<ResourceRecord | null>(null);
  // Follows the list's filters, so a search or reset that changes them changes the quick filter shown.
  const [quick, setQuick] = useState<QuickFilter>(() => quickOf(params));
  const onFiltersChange = useCallback((filters: Record<string, unknown>) => setQuick(quickOfFilters(filters)), []);
  // Bumped by a quick filter, so the list starts afresh even when the address does not change (after a reset).
  const [generation, setGeneration] = useState(0);
  const labels: Record<QuickFilter, string> = {
    all: t('healthScreens.check.all'),
    pending: t('healthScreens.check.pending'),
    abnormal: t('healthScreens.check.abnormal'),
  };
  const mayReview = canCall(healthEndpoints.review);

  return (
    <>
      <ResourcePage
        // The address's filters seed the search form: a new address (quick filter, link) starts afresh.
        key={`${params.toString()}#${generation}`}
        entity={healthCheckEntity}
        initialSearch={checkSearchFromParams(params)}
        onFiltersChange={onFiltersChange}
        rowClassName={(record) => (record.abnormal ? 'kg-row-abnormal' : '')}
        renderCell={{ temperature: temperatureCell }}
        rowActions={(record) => [
          // Only where there is something to review: never on a check the machine found clear ('auto').
          ...(mayReview && isReviewable(record.review) ? [{ key: 'review', label: t('healthScreens.check.review'), onClick: () => setReviewing(record) }] : []),
          {
            key: 'photoHistory',
            label: t('healthPhotos.history.link'),
            onClick: () => navigate(photoHref(PHOTO_PATHS.history, { studentId: String(record.studentId), month: String(record.schoolDay).slice(0, 7) })),
          },
        ]}
        toolbarExtra={
          <Flex gap={8} align="center">
            <Link to={PHOTO_PATHS.wall} data-testid="health-check-photo-wall">
              {t('healthPhotos.wall.title')}
            </Link>
            <Segmented<QuickFilter>
              value={quick}
              aria-label={t('healthScreens.check.quick')}
              options={QUICK_FILTERS.map((q) => ({ value: q, label: labels[q] }))}
              onChange={(next) => {
                setGeneration((g) => g + 1);
                setParams((prev) => withQuick(prev, next), { replace: true });
              }}
              data-testid="health-check-quick"
            />
          </Flex>
        }
      />
      <ReviewDrawer record={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
