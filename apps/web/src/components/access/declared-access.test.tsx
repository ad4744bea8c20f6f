// @vitest-environment jsdom
import { attendanceEndpoints, authEndpoints, campusEndpoints, deviceEndpoints, healthSettingEntity, PERMISSION_CODES, type PermissionCode, permissionOf } from '@kg/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../test/dom-harness';
import { allowsCall, useCanCall, useCanDo } from './declared-access';

const holding = (codes: readonly PermissionCode[], signedIn = true) => ({ signedIn, can: (code: PermissionCode) => codes.includes(code) });

describe('allowsCall, read from the declaration as the server reads it', () => {
  it('lets anyone call a public endpoint, and only a known user a signed-in one', () => {
    expect(allowsCall(authEndpoints.login.access, holding([], false))).toBe(true);
    expect(allowsCall(authEndpoints.getInfo.access, holding([], false))).toBe(false);
    expect(allowsCall(authEndpoints.getInfo.access, holding([]))).toBe(true);
  });

  it("wants the declared code, or any one of a declaration's codes", () => {
    expect(allowsCall(campusEndpoints.changeClass.access, holding(['campus:student:changeClass']))).toBe(true);
    expect(allowsCall(campusEndpoints.changeClass.access, holding(['campus:student:edit']))).toBe(false);
    // The overview serves whoever reads any of the attendance reports.
    expect(allowsCall(attendanceEndpoints.overview.access, holding(['attendance:report:view']))).toBe(true);
    expect(allowsCall(attendanceEndpoints.overview.access, holding(['attendance:monthly:export']))).toBe(false);
    // A code held without a session counts for nothing.
    expect(allowsCall(campusEndpoints.changeClass.access, holding(['campus:student:changeClass'], false))).toBe(false);
  });

  it("never lets a person's session call a machine's endpoint", () => {
    expect(allowsCall(deviceEndpoints.roster.access, holding(PERMISSION_CODES))).toBe(false);
  });
});

function Probe() {
  const canCall = useCanCall();
  const canDo = useCanDo();
  const answers = {
    changeClass: canCall(campusEndpoints.changeClass),
    getInfo: canCall(authEndpoints.getInfo),
    settingEdit: canDo(healthSettingEntity, 'edit'),
    settingAdd: canDo(healthSettingEntity, 'add'),
  };
  return <output data-testid="answers">{JSON.stringify(answers)}</output>;
}
const answers = () => JSON.parse(screen.getByTestId('answers').textContent ?? '') as Record<string, boolean>;

describe('useCanCall and useCanDo', () => {
  it("answer from the signed-in user's codes, given by the shell", () => {
    renderSignedIn(<Probe />, [permissionOf(healthSettingEntity, 'edit'), 'campus:student:changeClass']);
    expect(answers()).toEqual({ changeClass: true, getInfo: true, settingEdit: true, settingAdd: false });
  });

  it('grant nothing outside the shell, not even what any signed-in user may call', () => {
    render(<Probe />);
    expect(answers()).toEqual({ changeClass: false, getInfo: false, settingEdit: false, settingAdd: false });
  });
});
