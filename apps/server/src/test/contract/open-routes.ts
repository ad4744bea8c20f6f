/** The routes open without a permission code, each with its reason (the route table and the contract suite check the lists). */

/** Routes anyone may call, each with its reason. */
export const PUBLIC: Record<string, string> = {
  'GET /healthz': 'a load balancer asks it without a session',
  'GET /metrics': 'Prometheus scrapes it without a session: only from the METRICS_ALLOW addresses, any other gets 404 (counts, never rows)',
  'POST /sys/login/login': 'signing in is how a session begins',
  'POST /sys/login/logout': 'holding a token, even a stale one, is the right to end it',
  'POST /sys/login/changePassword': "the public /changePsd: the user name and old password are the credential, counted with sign-in's failures",
  'GET /sys/config': 'the media host and storage kind, needed before signing in',
  'GET /media/*': 'the signed, short-lived address is the authority',
  'POST /sys/upload/local': 'the signed upload policy in the form is the authority',
  'GET /files/*': 'public files only (never private modules such as check photos)',
  'POST /app/v1/auth/login': "signing in is how a family's token begins (the parents' app)",
  'POST /device/v1/activate': 'a machine has no token before it activates; serial and code are its credential',
  'POST /pay/notify/:channel': "a payment channel's notification has no session: its signature over the raw body is the authority (orders.routes.test.ts)",
  'POST /device/v1/terminal/signIn': "a machine has no token before it signs in; its kindergarten's terminal account and its serial are its credential",
};

/** Routes any signed-in person may call, each with its reason: none returns another person's data. */
export const SIGNED_IN: Record<string, string> = {
  'GET /sys/login/get_info': "the caller's own account, menus and permissions",
  'POST /sys/changePassword': "the caller's own password",
  'GET /sys/home/summary': "counts (never rows) of the caller's own organisation and what lies below it",
  'POST /sys/third-auth/getOssAuth': "an upload of the caller's own organisation (a photo, an avatar in any form)",
  'POST /sys/third-auth/confirm': "confirms an upload of the caller's own organisation; others' are not found",
  'GET /system/dictionary/values': 'the labels of a code list (categories, relations): no personal data',
  'GET /system/area/children': "China's administrative areas, public reference data",
  'GET /system/area/path': "China's administrative areas, public reference data",
  'POST /sys/message/list': 'the system messages addressed to the caller, judged from its session (system, organisation, area); its own read marks',
  'GET /sys/message/unread': 'how many of the messages addressed to the caller it has not opened: a count of its own',
  'POST /sys/message/read': 'a message addressed to the caller, marked read by it; one outside its audience answers as a random id',
  'POST /sys/help/list': "the platform's published help articles, read by every system's users: no tenant's data",
  'GET /sys/help/get': "a published help article of the platform's, read by every system's users: no tenant's data",
};
