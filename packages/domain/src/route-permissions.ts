/**
 * The permission codes of hand-written routes and screens, beyond those each entity and link
 * declaration gives (`permissions.ts` derives those and joins the two). A new hand-written route
 * or screen adds its code here; the menu catalogue's test then wants it in a menu.
 */
export const ROUTE_PERMISSIONS = [
  'home:view',
  // kigHome: a kindergarten's (or a group's kindergartens') day at a glance.
  'home:kig:view',
  // /message's menu entry: the system messages of operations addressed to the session. Its routes are every
  // signed-in user's own (pages.ts SIGNED_IN_PAGES): the code names the entry, no route asks it.
  'home:message:view',
  // System: a password reset, a role's menus, the app module matrix, the area tree's screen.
  'system:user:resetPassword',
  'system:role:authorize',
  'system:appModule:view',
  'system:appModule:edit',
  'system:area:view',
  // Campus: year moves, a class change, admitting an enrolment (it creates the student).
  'campus:grade:promote',
  'campus:grade:graduate',
  'campus:student:changeClass',
  'campus:enrollment:admit',
  // Guardians' consent: a decision entered from a signed paper form.
  'campus:consent:record',
  // The parents' app: a parent's password, shown once.
  'campus:parent:familyPassword',
  // Machines: a kindergarten registers one, operations assign it and renew its code; card numbers.
  'device:device:register',
  'device:device:assign',
  'device:device:resetCode',
  'device:card:view',
  'device:card:bind',
  // Attendance reports, counted from the machines' events.
  'attendance:daily:view',
  'attendance:noCheck:view',
  'attendance:monthly:view',
  'attendance:monthly:export',
  'attendance:report:view',
  // Health: statistics, a doubtful check's review, doctor messages, growth reports.
  'health:stats:view',
  'health:stats:export',
  'health:check:review',
  'health:message:reply',
  'health:message:write',
  'health:growth:generate',
  // School: the timetables' screens read (and pick classes) with the periods' view code, and export a class's week.
  'school:timetable:view',
  'school:timetable:export',
  // School: an activity's review (pass, not pass) and its publishing (publish, unpublish).
  'school:activity:review',
  'school:activity:publish',
  // School: the principal's mailbox's reply.
  'school:mailbox:reply',
  // School: records (what was published, by whom) and teacher totals, each with its export.
  'school:records:view',
  'school:records:export',
  'school:teacherTotals:view',
  'school:teacherTotals:export',
  // Agency: operations audit an opening request (approve, reject); who filed a rejected one refiles it.
  'agency:kigOpening:approve',
  'agency:kigOpening:reject',
  'agency:kigOpening:refile',
  // Agency: a kindergarten's own settings (profile, time zone, app functions; its machines' terminal
  // password apart), and an agent's default app functions for its kindergartens.
  'agency:kigSetting:view',
  'agency:kigSetting:edit',
  'agency:kigSetting:terminalPassword',
  'agency:agentAppModule:view',
  'agency:agentAppModule:edit',
  // Agency: a kindergarten given to a salesman (or released); the statistics and their export.
  'agency:salesman:assign',
  'agency:stats:view',
  'agency:stats:export',
  // Packages: an agent's view of the shelf; a kindergarten's cash sale of a membership; the monthly review's figures read again.
  'agency:packageDetails:view',
  'agency:membership:sell',
  'agency:monthlyReview:refresh',
  // SMS (issue 16): an agent's info and its bank account (changed with a code); a kindergarten's head phone (with a code).
  'agency:agentInfo:view',
  'agency:agentInfo:edit',
  'agency:kigPhone:edit',
  // A kindergarten's data deleted once its service has ended (with a code): operations' and its agent's.
  'agency:kigBase:erase',
  // Money (issue 17): finance's decisions on recharges and withdrawals, an agent's withdrawal and purchase,
  // each party's accounts and ledger lines (and their export).
  'money:recharge:approve',
  'money:recharge:reject',
  'money:withdrawal:request',
  'money:withdrawal:approve',
  'money:withdrawal:pay',
  'money:withdrawal:reject',
  'money:purchase:buy',
  'money:ledger:view',
  'money:ledger:export',
  'money:statement:view',
  'money:statement:export',
  'money:statement:generate',
  'money:reconcile:view',
  'money:reconcile:export',
  // Online payment (issue 17, part 2): finance closes an unpaid order by hand.
  'money:paymentOrder:close',
  // Refunds: finance asks on an order's row; another finance person approves or refuses.
  'money:paymentOrder:refund',
  'money:refund:approve',
  'money:refund:refuse',
  // Operations (issue 18): the answer to a kindergarten's or a family's feedback.
  'operations:feedback:answer',
  // Operations' groups (issue 18): the groups and their kindergartens, a kindergarten moved between groups, the export.
  'operations:group:view',
  'operations:group:move',
  'operations:group:export',
  // Operations' medical institutions (issue 18): the institutions with their contracts and experts, a new one opened, the export.
  'operations:institution:view',
  'operations:institution:add',
  'operations:institution:export',
  // Operations' manual check (issue 18): the queue of checks awaiting review across kindergartens, and their review.
  'operations:manualCheck:view',
  'operations:manualCheck:review',
  // Operations' data stats (issue 18): the platform at a glance by month and area, drilled to a kindergarten; its export.
  'operations:stats:view',
  'operations:stats:export',
  // The supervisory platform (issue 18): an authority's area, outbreak alerts (answered by a kindergarten, closed by the authority), operations open authorities.
  'supervision:overview:view',
  'supervision:alert:view',
  'supervision:alert:answer',
  'supervision:alert:close',
  'supervision:authority:create',
  // The outbreak rules an authority sets for its area (its only write besides closing alerts).
  'supervision:rules:view',
  'supervision:rules:edit',
  // The test and chart page atomTest (spec section 2): operations and the platform's administrators, no route of its own.
  'operations:atomTest:view',
  // Its partner atomDebugger: every kind of form field with its checks and the values it sends; the same people, no route of its own.
  'operations:atomDebugger:view',
] as const;

export type RoutePermissionCode = (typeof ROUTE_PERMISSIONS)[number];
