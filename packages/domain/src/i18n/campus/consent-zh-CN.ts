/** Guardians' consent: a child's state per purpose, why a check keeps no photo, and the recording's messages. */
export const consentTextZhCN = {
  state: { given: '已同意', withdrawn: '已撤回', none: '未同意' },
  errors: {
    version: '不是该事项同意书的版本',
    scan: '扫描件须为本园已上传完成的文件',
  },
} as const;
