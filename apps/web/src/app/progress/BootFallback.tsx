/**
 * Shown while the first route's guard runs (reading user info) before anything can render. Drawn as
 * antd's large Spin, without antd: sign-in loads none (styles.css, .kg-boot).
 */
export function BootFallback() {
  return (
    <div className="kg-boot" data-testid="boot-loading">
      <div className="kg-spin" aria-live="polite" aria-busy="true">
        <span className="kg-spin__dot">
          <i />
          <i />
          <i />
          <i />
        </span>
      </div>
    </div>
  );
}
