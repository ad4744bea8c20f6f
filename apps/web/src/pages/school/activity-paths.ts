/** The hidden page of an activity's applications (spec: activity-count), as its menu entry's href names it. */
export const activityCountHref = (activityId: string) => `/activity-count?${new URLSearchParams({ activityId }).toString()}`;
