/**
 * The words the shell holds at all times in one language (packs/shell-*.ts): those of no area
 * (areas/areas.ts): the shared core (systems, validation, errors, statuses, punctuation), the system
 * entities (the menu's labels among them), and the web's common, shell, resource, error and sign-in
 * screens' words. Each area's words come with its pages.
 */
export interface ShellPack {
  dictionary: Record<string, unknown>;
}
