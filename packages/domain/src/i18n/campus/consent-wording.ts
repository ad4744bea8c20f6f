/** The wording of each version of the guardians' consent texts, in each language (see entities/campus/consent-texts.ts). */
export const CONSENT_TEXT_VERSIONS_WORDED = [
  {
    version: '2026-11',
    purpose: 'facePhotos',
    wording: {
      'zh-CN':
        '本人作为该幼儿的监护人，单独同意幼儿园在晨午检时由检查设备拍摄并保存幼儿的面部及手口照片，仅用于健康检查记录与核对，保存期限为在园期间；本人可随时撤回同意，撤回后不再拍摄保存，已保存的照片将被删除。',
      'zh-TW':
        '本人作為該幼兒的監護人，單獨同意幼兒園在晨午檢時由檢查設備拍攝並保存幼兒的面部及手口照片，僅用於健康檢查記錄與核對，保存期限為在園期間；本人可隨時撤回同意，撤回後不再拍攝保存，已保存的照片將被刪除。',
      en: "As the child's guardian, I separately consent to the kindergarten's check machines taking and keeping photos of the child's face, hands and mouth at the morning and afternoon checks, only to record and verify the checks, for as long as the child attends. I may withdraw this consent at any time: no photo is then taken or kept, and the photos kept are deleted.",
    },
  },
  {
    version: '2026-11',
    purpose: 'healthChecks',
    wording: {
      'zh-CN': '本人作为该幼儿的监护人，单独同意幼儿园对幼儿进行晨午检（体温、手口、外伤、指甲等）并记录结果，用于幼儿健康管理及依法报告传染病；本人可随时撤回同意。',
      'zh-TW': '本人作為該幼兒的監護人，單獨同意幼兒園對幼兒進行晨午檢（體溫、手口、外傷、指甲等）並記錄結果，用於幼兒健康管理及依法報告傳染病；本人可隨時撤回同意。',
      en: "As the child's guardian, I separately consent to the kindergarten checking the child in the morning and afternoon (temperature, hands and mouth, injuries, nails) and recording the results, to look after the child's health and to report infectious diseases as the law requires. I may withdraw this consent at any time.",
    },
  },
] as const;
