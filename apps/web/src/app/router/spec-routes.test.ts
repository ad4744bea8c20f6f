import { isPageKey, PAGE_ALIASES, PLANNED_ROUTES } from '@kg/domain';
import { MENU_CATALOGUE } from '@kg/domain/menus/menu-catalogue';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';

/** Spec section 2's route names, as the spec lists them. */
const SPEC_SECTION_2 = {
  public: ['login', 'changePsd'],
  rootLayout: ['home', 'kigHome', 'mallHome', 'message'],
  hiddenUnderLayout: [
    'activity-count',
    'set-timetable',
    'checkInMachineManagement',
    'kigCamera',
    'addRecipe',
    'addRechargeCash',
    'addRechargeVideo',
    'mon-aft-healthDetail',
    'schoolBusStudent',
    'stereo',
    'liveLeaveMessage',
    'noCheck',
    'RulesForTeacherAttendance',
    'payment-setting',
    'recharge-details',
    'app-function',
    'app-advertisement',
    'AgentAPPModuleConfig',
    'equipmentList',
    'checkRobotList',
    'cameraManagement',
    'agenKigFeeSet',
    'kigBaseKigSetting',
    'membershipRenewalAgent',
    'mallNoticeList',
    'membershipRenewal',
    'kigCampusChangePsd',
    'medicalInstitutionsServerKig',
    'atomDebugger',
    'atomTest',
  ],
  outsideLayout: ['manualCheckPhotoDetail', 'preparePhoto', 'doctorMessagesDetail', 'historyMorningCheckPhotos'],
  errors: ['401', '500'],
};
const SPEC_NAMES = Object.values(SPEC_SECTION_2).flat();

/** The product's own paths: the fixed routes and every page of every system's menu. */
const catalogue = Object.values(MENU_CATALOGUE).flat();
const PRODUCT_PATHS = new Set<string>([...Object.values(PATHS), ...catalogue.filter((entry) => entry.kind === 'page').map((entry) => entry.href ?? `/${entry.componentUrl}`)]);
const aliases: Record<string, string> = PAGE_ALIASES;
const planned: Record<string, string> = PLANNED_ROUTES;

describe("the spec's route names", () => {
  it('are each a product path, an alias to a page, or planned with its area: exactly one', () => {
    const misplaced = SPEC_NAMES.map((name) => ({
      name,
      as: [PRODUCT_PATHS.has(`/${name}`) && 'product path', name in aliases && 'alias', name in planned && `planned (${planned[name]})`].filter(Boolean),
    })).filter(({ as }) => as.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it('alias pages that some system has in its menu', () => {
    const paged = new Set(catalogue.map((entry) => entry.componentUrl));
    expect(Object.entries(aliases).filter(([, page]) => !isPageKey(page) || !paged.has(page))).toEqual([]);
  });

  it('are the only names aliased or planned', () => {
    expect([...Object.keys(aliases), ...Object.keys(planned)].filter((name) => !SPEC_NAMES.includes(name))).toEqual([]);
  });
});
