import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

/**
 * Where each table lives on Citus (docs/architecture.md, section 10); `npm run db:distribute` and the
 * migrator apply it when the database has the extension. On PGlite and PostgreSQL it changes nothing.
 */

/**
 * Kindergarten-scoped tables, distributed by `kig_id` and co-located with one another: a kindergarten's
 * rows on one worker. Referenced tables come before the tables that reference them.
 */
export const DISTRIBUTED: readonly PgTable[] = [
  schema.students,
  schema.grades,
  schema.classrooms,
  schema.classes,
  schema.terms,
  schema.positions,
  schema.teachers,
  schema.parents,
  schema.parentStudents,
  schema.drivers,
  schema.visitors,
  schema.enrollments,
  schema.bracelets,
  schema.consents,
  schema.cameras,
  schema.gateways,
  schema.speakers,
  schema.attendanceRules,
  schema.leaveRequests,
  schema.attendanceEvents,
  schema.healthChecks,
  schema.doctorMessages,
  schema.healthSettings,
  schema.medicalContracts,
  schema.eyeTests,
  schema.measurements,
  schema.epidemicReports,
  schema.growthReports,
  schema.attendanceDaySummaries,
  schema.healthDaySummaries,
  schema.summaryStale,
  // The roster's counts by class and first day: kept by a trigger on students (the same shard).
  schema.studentRosters,
  schema.recipes,
  schema.timetableSettings,
  schema.timetableLessons,
  schema.activities,
  schema.activityApplications,
  schema.notices,
  schema.noticeReads,
  schema.news,
  schema.mailboxLetters,
  // Feedback to the platform (issue 18): kept with the kindergarten it came from (its staff's or a family's of it).
  schema.feedbacks,
  // Which salesman brought a kindergarten in (and who before): the kindergarten's own fact, joined with its children by `kig_id`.
  schema.salesmanKigs,
  // A kindergarten's memberships of groups, current and past (issue 18): its own history, read with it by `kig_id`.
  schema.kigGroupMemberships,
  schema.kigFeeSettings,
  schema.kigVipPrices,
  schema.kigPaymentSettings,
  schema.memberships,
  // Renewal reminders sent (issue 18): a kindergarten's own, its unique key (kig_id first) makes each go once.
  schema.renewalReminders,
  schema.monthlyReviews,
  // Outbreak alerts (issue 18) and their timelines: a kindergarten's, each read and written with its kig_id.
  schema.outbreakAlerts,
  schema.outbreakAlertEvents,
  // The alert job's marks (a kindergarten's days with new checks or sick leave): written by triggers on
  // health_checks and leave_requests in their own transaction (co-located: the same shard), claimed per kindergarten.
  schema.outbreakPending,
];

/**
 * Platform-wide tables read with every kind of request and changed seldom, copied to every node so that
 * any shard joins them locally. `devices` is the machines' registry: a machine signs in by its token
 * before its kindergarten is known. Referenced tables come first.
 */
export const REFERENCE: readonly PgTable[] = [
  schema.organisations,
  schema.users,
  schema.roles,
  schema.userRoles,
  schema.menus,
  schema.roleMenus,
  schema.dictionaries,
  schema.appModuleSettings,
  schema.devices,
  // A family's account by phone, across kindergartens: read at each sign-in, written when a kindergarten issues a password.
  schema.familyAccounts,
  // A kindergarten's terminal account: a machine signs in by its login name before its kindergarten is known (as devices).
  schema.terminalAccounts,
  // Opening requests come before their kindergarten (no kig_id yet); approval writes them with the organisation,
  // roles and accounts it creates, all reference tables, in one transaction; an administrator's pace.
  schema.kigOpenings,
  // An agent's (or the platform's) adverts reach many kindergartens, so they have no kig_id; read by the
  // parents' app joined with the kindergarten's organisation (a reference table), written at an administrator's pace.
  schema.adverts,
  // Documents of the platform and of agents: no kindergarten owns them; written at an administrator's pace.
  schema.documents,
  // An agent's salesmen: no kindergarten of their own (a salesman brings in several), edited at an administrator's pace.
  schema.salesmen,
  // Operations' package catalogue: platform-wide, read with every kindergarten's prices and memberships, changed at an administrator's pace.
  schema.rechargePackages,
  schema.vipPackages,
  // Operations' catalogue of SMS offers (issue 17): platform-wide, read by an agent's purchase, changed at an administrator's pace.
  schema.smsOffers,
  // SMS packages and agents' bank accounts belong to agents, not kindergartens; written by operations and an agent at an administrator's pace.
  schema.smsPackages,
  schema.agentBankAccounts,
  // Operations' system messages and who read them (issue 18): no kindergarten (their audience is users of every
  // kind), read by every signed-in user's badge joined with organisations; written by operations and, once per user
  // and message, by a person opening it: a person's pace.
  schema.sysMessages,
  schema.sysMessageReads,
  // Operations' grow tags, running costs and the apps' popups: platform-wide, edited at an administrator's pace.
  schema.growTags,
  schema.costs,
  schema.popups,
  // User help's articles (issue 18): platform-wide, read by every system's users, written at an administrator's pace.
  schema.helpArticles,
  // The supervisory platform's authorities (issue 18): one row per authority, joined with organisations.
  schema.supervisionAuthorities,
  // The outbreak rules of an area (issue 18): a row per area that set its own, read by the alert job for any
  // kindergarten's area and by the authority's screen; written by an authority at a person's pace.
  schema.outbreakRules,
];

/**
 * Tables that stay on the coordinator, each with the reason it is neither distributed nor copied to every
 * node. They stay plain PostgreSQL tables: Citus plans no statement that reads only them (a queue's
 * `for update skip locked`, a stable function in `returning` run as on PostgreSQL, which a table added to
 * its metadata would refuse), and it joins them with reference tables on the coordinator's own copy.
 * Citus adds `sessions` to its metadata by itself, for its foreign key to users.
 */
export const COORDINATOR: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [schema.sessions, 'written at every request (last seen) and read by token alone; no kindergarten, and a copy on every node would make each write a two-phase commit'],
  [schema.jobs, 'a queue claimed with `for update skip locked`, which Citus runs on neither distributed nor reference tables'],
  [schema.jobSchedules, "advanced in the same statement that inserts its slot's job (jobs)"],
  [schema.failedAttempts, 'throttle counters by user name, serial and address, written at every failed attempt; no kindergarten'],
  [schema.auditLogs, "one row per write and sign-in of every organisation kind, in the write's own transaction; read by the platform's log screen"],
  [schema.familySessions, "a family's tokens, as staff sessions: read by token alone, a family spans kindergartens"],
  [schema.smsCodes, 'verification codes by phone across organisation kinds, under a per-phone advisory lock; the send caps count them'],
  [schema.smsMessages, "the SMS packages' ledger, one row per message of every organisation kind, written with the codes (smsCodes)"],
  [schema.smsOutbox, "the local SMS driver's outbox, read only by the demo and the tests"],
  [schema.uploads, 'the files every organisation kind authorised, by path; written at every upload, read when a record names one'],
  // The ledger (issue 17): a transaction moves money between accounts of different organisations (an agent and the
  // platform, a channel and a kindergarten) and must commit whole, its balances locked and checked in one place.
  // Kept on the coordinator as plain tables, one node's transaction: no two-phase commit on every payment (as a
  // reference table would make it), and no kig_id to distribute by (agents, the platform and channels have none).
  [schema.ledgerAccounts, "the ledger's accounts and balances: every party and channel, locked by the transactions that move them (see above)"],
  [schema.ledgerTransactions, 'a transaction spans accounts of several organisations and commits whole with their balances (ledgerAccounts)'],
  [schema.ledgerEntries, "a transaction's entries, written with it and their accounts' balances in one node's transaction (ledgerAccounts)"],
  [schema.idempotencyKeys, 'the answers of money-moving calls, written in the same transaction as the movement they answer (ledgerAccounts)'],
  [schema.recharges, "a recharge's approval writes its state and the ledger's transaction together (ledgerAccounts); filed by agents and kindergartens alike"],
  [schema.withdrawals, "a withdrawal's hold, payment and release write its state and the ledger together (ledgerAccounts)"],
  [schema.ledgerStatements, "an account's month of the ledger, kept beside it: read from ledgerEntries and ledgerTransactions in one node's statement (ledgerAccounts)"],
  [schema.paymentOrders, "an order's payment writes its pay flag and the ledger's transactions together (ledgerAccounts); read by its code alone from a channel's notification"],
  [schema.paymentRefunds, "a refund's approval writes its state, its order's refunded amount and the ledger's reversal together (ledgerAccounts, paymentOrders)"],
  [schema.paymentNotifications, 'every channel notification, logged in the transaction that pays its order (paymentOrders) or alone when it changed nothing'],
]);

export const tableName = (table: PgTable): string => getTableConfig(table).name;

/** Every table schema.ts declares. */
export const schemaTables = (): PgTable[] => (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
